import type { EvaluationHandoff } from '@amparo/contract';
import { linkTo } from '@amparo/contract/links';
import { PolicyStatus } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { findLiveToken, issueToken } from '../../services/tokens.ts';
import { customerPolicy } from './customer-risk.ts';

/** A desktop's QR code opens the check on the phone for this long. */
export const HANDOFF_TTL_MS = 30 * 60 * 1000;

/**
 * `POST /policies/{policyId}/evaluation-handoff`: the desktop page (holding
 * the phone-check link's session token, or the policyholder's session) asks
 * for a link to show as a QR code; the phone that scans it opens the same
 * check through the /peritation guard. A new 'evaluation' token for this
 * policy only, valid 30 minutes (never longer than the token that asked for
 * it), limited per policy.
 */
export async function startEvaluationHandoff(
  db: Executor,
  access: { actor: Actor | null; token?: string | undefined },
  policyId: number,
  context: { now: Date; ip: string; publicUrl: string },
): Promise<EvaluationHandoff> {
  const policy = await customerPolicy(db, access, policyId, context.now);
  if (policy.status === PolicyStatus.CANCELLED) throw new AppError('POLICY_NOT_EVALUABLE');
  await hitRateLimit(db, `evaluation-handoffs:${policyId}`, LIMITS.evaluationHandoffsPerPolicy, context.now);
  let expiresAt = new Date(context.now.getTime() + HANDOFF_TTL_MS);
  const asking = access.token ? await findLiveToken(db, access.token, ['evaluation'], context.now) : null;
  if (asking && asking.expires_at < expiresAt) expiresAt = asking.expires_at;
  const issued = await issueToken(db, {
    purpose: 'evaluation',
    userId: policy.policyholder_id,
    subject: { type: 'policy', id: policyId },
    now: context.now,
    ip: context.ip,
    expiresAt,
  });
  return {
    url: linkTo(context.publicUrl, 'peritation', { params: { id: policyId }, query: { acceso: issued.raw } }),
    expires_at: issued.expiresAt.toISOString(),
  };
}
