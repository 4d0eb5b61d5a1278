import type { ClaimDetail, UpdateRiskClaimRequestSchema, z } from '@amparo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim } from './claim-access.ts';
import { updateClaimDraft } from './update-claim-draft.ts';

type Input = z.output<typeof UpdateRiskClaimRequestSchema>;

/**
 * Spec 7's PATCH on /policies/{id}/risks/{riskId}/claims: the draft named by `claim_id`, changed
 * as PATCH /claims/{id} changes it, provided it is a claim of that policy's risk (404 otherwise,
 * as for a claim the caller cannot reach).
 */
export async function updateRiskClaim(
  db: Database,
  files: Pick<FileStore, 'signedUrl' | 'delete'>,
  actor: Actor,
  ids: { policyId: number; riskId: number },
  input: Input,
  context: { now: Date; ip: string; log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<ClaimDetail> {
  const { claim_id, ...changes } = input;
  const { claim, policy } = await accessibleClaim(db, actor, claim_id, 'write');
  if (policy.id !== ids.policyId || claim.policy_risk_id !== ids.riskId)
    throw new AppError('CLAIM_NOT_FOUND');
  return updateClaimDraft(
    db,
    files,
    actor,
    claim_id,
    changes as Parameters<typeof updateClaimDraft>[4],
    context,
  );
}
