import { claimStatusAfterDocuments, type RequestedClaimDocument } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type ClaimContext, checklistOf } from './claim-rules.ts';

/**
 * Writes the claim's new list of requested documents (one asked, or one
 * withdrawn) on the locked claim: the status that list leaves (waiting for
 * documentation while any is missing, back to the desk when none is) and the
 * public history line the customer reads. Returns the new status.
 */
export async function saveRequestedDocuments(
  tx: Executor,
  claim: typeof claims.$inferSelect,
  requested: RequestedClaimDocument[],
  rules: ClaimContext,
  context: { actor: Actor; now: Date; comment: string },
): Promise<number> {
  const documents = await tx.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
  const status = claimStatusAfterDocuments(
    claim.internal_status,
    checklistOf({ ...claim, requested_documents: requested }, rules, documents),
  );
  await tx
    .update(claims)
    .set({ requested_documents: requested, internal_status: status, updated_at: context.now })
    .where(eq(claims.id, claim.id));
  await tx.insert(claimStatuses).values({
    claim_id: claim.id,
    status,
    comment: context.comment,
    is_public: true,
    user_id: context.actor.id,
    created_at: context.now,
  });
  return status;
}
