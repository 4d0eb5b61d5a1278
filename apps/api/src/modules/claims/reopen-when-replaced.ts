import { ClaimStatus, claimStatusAfterDocuments } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type ClaimContext, checklistOf } from './claim-rules.ts';

/** What the customer reads in the history when their new files go back to the desk. */
export const DOCUMENTS_RECEIVED_COMMENT = 'Documentación recibida: la revisaremos enseguida';

/**
 * After a sent claim's new upload (in its transaction, the claim locked): once
 * the customer has replaced every rejected file, a claim in status 4
 * (documentation rejected) goes back to 1 (opened), with a public history
 * entry and an audit row. Not mailed: the customer has just done it.
 */
export async function reopenWhenReplaced(
  tx: Executor,
  claim: typeof claims.$inferSelect,
  rules: ClaimContext,
  context: { actor: Actor; now: Date; ip: string },
): Promise<void> {
  if (claim.internal_status !== ClaimStatus.DOCUMENTATION_REJECTED) return;
  const documents = await tx.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
  const status = claimStatusAfterDocuments(claim.internal_status, checklistOf(claim, rules, documents));
  if (status === claim.internal_status) return;
  await tx
    .update(claims)
    .set({ internal_status: status, updated_at: context.now })
    .where(eq(claims.id, claim.id));
  await tx.insert(claimStatuses).values({
    claim_id: claim.id,
    status,
    comment: DOCUMENTS_RECEIVED_COMMENT,
    is_public: true,
    user_id: context.actor.id,
    created_at: context.now,
  });
  await writeAudit(tx, {
    action: 'claim.status_change',
    entityType: 'claim',
    entityId: claim.id,
    actor: context.actor,
    ip: context.ip,
    before: { internal_status: claim.internal_status },
    after: { internal_status: status, reason: 'documents_replaced' },
  });
}
