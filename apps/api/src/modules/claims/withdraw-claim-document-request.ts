import type { StaffClaimDetail } from '@amparo/contract';
import { standingRequests } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimDocuments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim, claimContextOf, lockClaim } from './claim-access.ts';
import { assertOnDesk, type DeskContext } from './claim-desk-guards.ts';
import { staffClaimDetail } from './claim-desk-view.ts';
import { saveRequestedDocuments } from './save-requested-documents.ts';

/** What the customer reads when a document asked for is no longer needed. */
export const withdrawnRequestComment = (title: string) => `Ya no necesitamos: ${title}`;

/**
 * `DELETE /claims/{id}/document-requests/{type}` (claims.manage): withdraw a
 * document asked by mistake, while the customer has sent nothing for it (once
 * they have, the desk accepts or rejects it instead: 409). The request stays
 * on the claim marked withdrawn, so its number is never reused; the claim goes
 * back to the desk if nothing else is missing. A public history line says so;
 * no mail (nothing for the customer to do).
 */
export async function withdrawClaimDocumentRequest(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  ids: { id: number; type: string },
  context: DeskContext,
): Promise<StaffClaimDetail> {
  const { claim: found } = await accessibleClaim(db, actor, ids.id, 'write');
  await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, found.id);
    assertOnDesk(claim);
    const request = standingRequests(claim.requested_documents).find((r) => r.type === ids.type);
    if (!request) throw new AppError('CLAIM_DOCUMENT_REQUEST_NOT_FOUND');
    const [answer] = await tx
      .select({ id: claimDocuments.id })
      .from(claimDocuments)
      .where(and(eq(claimDocuments.claim_id, claim.id), eq(claimDocuments.type, request.type)))
      .limit(1);
    if (answer) throw new AppError('CLAIM_DOCUMENT_REQUEST_ANSWERED', { params: { title: request.title } });
    const requested = claim.requested_documents.map((r) =>
      r === request ? { ...r, withdrawn_at: context.now.toISOString() } : r,
    );
    const status = await saveRequestedDocuments(tx, claim, requested, await claimContextOf(tx, claim), {
      actor,
      now: context.now,
      comment: withdrawnRequestComment(request.title),
    });
    await writeAudit(tx, {
      action: 'claim.document_request_withdrawn',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: { type: request.type, internal_status: claim.internal_status },
      after: { type: request.type, withdrawn: true, internal_status: status },
    });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
