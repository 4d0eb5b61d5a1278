import type { ClaimDetail } from '@amparo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim } from './claim-access.ts';
import { claimDetail } from './claim-view.ts';

/**
 * `DELETE /claims/{id}/documents/{documentId}`: a file taken back while the
 * claim is a draft. Once sent, its files are evidence the desk reviews: 409.
 * The row goes first (with its audit row); the file after the commit, so a
 * failed delete never leaves a row pointing at nothing.
 */
export async function deleteClaimDocument(
  db: Database,
  files: Pick<FileStore, 'signedUrl' | 'delete'>,
  actor: Actor,
  ids: { id: number; documentId: number },
  context: { now: Date; ip: string; log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<ClaimDetail> {
  const { claim } = await accessibleClaim(db, actor, ids.id, 'write');
  if (claim.sent_at) throw new AppError('CLAIM_NOT_DRAFT');
  const removed = await db.transaction(async (tx) => {
    // Still a draft at the moment of writing: a send that won the race keeps its files.
    const draft = await tx
      .update(claims)
      .set({ updated_at: context.now })
      .where(and(eq(claims.id, claim.id), isNull(claims.sent_at)))
      .returning({ id: claims.id });
    if (draft.length === 0) throw new AppError('CLAIM_NOT_DRAFT');
    const [row] = await tx
      .delete(claimDocuments)
      .where(and(eq(claimDocuments.id, ids.documentId), eq(claimDocuments.claim_id, claim.id)))
      .returning();
    if (!row) throw new AppError('CLAIM_DOCUMENT_NOT_FOUND');
    await writeAudit(tx, {
      action: 'claim.document_delete',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: { document_id: row.id, type: row.type, storage_key: row.storage_key, sha256: row.sha256 },
    });
    return row;
  });
  try {
    await files.delete(removed.storage_key);
  } catch (error) {
    context.log?.warn({ err: error, key: removed.storage_key }, 'deleted claim document left in the store');
  }
  return claimDetail(db, files, claim.id, context.now);
}
