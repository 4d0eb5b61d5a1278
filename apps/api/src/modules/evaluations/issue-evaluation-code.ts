import { randomBytes } from 'node:crypto';
import type { EvaluationCode } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import { evaluationCodes } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { customerMobileRisk } from './customer-risk.ts';

/** How long the capture screen's code is accepted: one front photo, with time to retake it. */
export const EVALUATION_CODE_TTL_MS = 10 * 60 * 1000;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * 'AMP-' and 10 base32 characters (50 random bits): upper case letters and
 * digits only, the QR code's alphanumeric mode, so the code stays a small QR
 * (version 1) that reads well in a mirror photo.
 */
export function newEvaluationCode(): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const byte of bytes) code += BASE32[byte & 31];
  return `AMP-${code}`;
}

/**
 * `POST /policies/{policyId}/risk/{riskId}/evaluation-code`: a one-time value
 * for the capture screen to show while the front photo is taken. The photo
 * must show it (createEvaluation checks it is this phone's, live and unused;
 * the job reads it in the photo). Limited per phone so a loop cannot fill the table.
 */
export async function issueEvaluationCode(
  db: Executor,
  access: { actor: Actor | null; token?: string | undefined },
  ids: { policyId: number; riskId: number },
  now: Date,
): Promise<EvaluationCode> {
  const { riskId } = await customerMobileRisk(db, access, ids, now);
  await hitRateLimit(db, `evaluation-codes-risk:${riskId}`, LIMITS.evaluationCodesPerRisk, now);
  const expiresAt = new Date(now.getTime() + EVALUATION_CODE_TTL_MS);
  const code = newEvaluationCode();
  await db.insert(evaluationCodes).values({ policy_risk_id: riskId, code, expires_at: expiresAt });
  return { code, expires_at: expiresAt.toISOString() };
}
