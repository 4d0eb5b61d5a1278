import { CLAIM_DRAFT_KEEP_DAYS, isAbandonedDraft } from '@amparo/domain';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';

export const DRAFT_SWEEP_QUEUE = 'claims.sweep-drafts';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Claim drafts nobody changed for 30 days (CLAIM_DRAFT_KEEP_DAYS) are deleted
 * with their documents: the rows in one transaction per draft (documents,
 * status history, the claim, an audit row), the files after the commit, as a
 * customer's own "take back" does (delete-claim-document.ts), so a failure
 * never leaves a row pointing at nothing. A sent claim is never deleted: the
 * claim is locked and every delete says `sent_at is null`, so a send at the
 * same moment either commits first (and the draft is kept) or finds the claim
 * gone. Run again, it finds nothing more. Answers how many drafts went.
 */
export async function sweepAbandonedDrafts(
  db: Database,
  files: Pick<FileStore, 'delete'>,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - CLAIM_DRAFT_KEEP_DAYS * DAY_MS);
  const candidates = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(isNull(claims.sent_at), lte(claims.updated_at, cutoff)));
  let swept = 0;
  for (const { id } of candidates) {
    const keys = await deleteDraft(db, id, now);
    if (!keys) continue;
    swept++;
    for (const key of keys) {
      try {
        await files.delete(key);
      } catch (error) {
        // The rows are gone; the file stays behind, said in the log so an operator can remove it.
        log?.warn({ err: error, claim: id, key }, 'swept claim draft document left in the store');
      }
    }
  }
  return swept;
}

/** The draft's rows, gone in one transaction; its files' keys, or null when it is no longer abandoned. */
async function deleteDraft(db: Database, claimId: number, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.id, claimId), isNull(claims.sent_at)))
      .for('update');
    // Sent, changed or already swept since the list was read: left alone.
    if (!claim || !isAbandonedDraft(claim, now)) return null;
    const documents = await tx
      .delete(claimDocuments)
      .where(eq(claimDocuments.claim_id, claimId))
      .returning({ id: claimDocuments.id, storage_key: claimDocuments.storage_key });
    await tx.delete(claimStatuses).where(eq(claimStatuses.claim_id, claimId));
    const deleted = await tx
      .delete(claims)
      .where(and(eq(claims.id, claimId), isNull(claims.sent_at)))
      .returning({ id: claims.id });
    // The lock above makes this unreachable; if it ever is, nothing of the claim goes.
    if (deleted.length !== 1) throw new Error(`Claim ${claimId} was sent while its draft was being swept`);
    await writeAudit(tx, {
      action: 'claim.draft_swept',
      entityType: 'claim',
      entityId: claimId,
      actor: null,
      before: {
        policy_id: claim.policy_id,
        claim_type_id: claim.claim_type_id,
        updated_at: claim.updated_at.toISOString(),
        documents: documents.map((d) => d.storage_key),
      },
    });
    return documents.map((d) => d.storage_key);
  });
}
