import type { ReviewClaimDocumentRequest, StaffClaimDetail } from '@amparo/contract';
import {
  type ClaimReviewRefusal,
  ClaimStatus,
  claimDocumentReview,
  claimStatusAfterDocuments,
  claimStatusMailName,
} from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim, claimContextOf, lockClaim } from './claim-access.ts';
import type { DeskContext } from './claim-desk-guards.ts';
import { staffClaimDetail } from './claim-desk-view.ts';
import { notifyClaimHolder } from './claim-notifications.ts';
import { checklistOf, documentTitleOf } from './claim-rules.ts';

const REFUSALS = {
  claim_draft: 'CLAIM_NOT_SENT',
  claim_closed: 'CLAIM_CLOSED_FOR_DESK',
  document_replaced: 'CLAIM_DOCUMENT_REPLACED',
} as const satisfies Record<ClaimReviewRefusal, string>;

/** What the customer reads when a reviewed file leaves no rejection behind. */
export const DOCUMENTS_ACCEPTED_COMMENT = 'Documentación revisada: seguimos con tu siniestro';

/**
 * `POST /claims/{id}/documents/{documentId}/review` (claims.manage): accept a
 * file, or reject it with the reason the customer reads. On the locked claim,
 * in one transaction: the file's review and who made it; a rejection puts the
 * claim in status 4 (documentation rejected) with a public history entry and
 * mails the customer 'claim-documents-rejected' with the link to upload it
 * again; a claim left with no rejected file goes back to 1. The same decision
 * again is a replay: nothing is written, the claim is answered as it is.
 */
export async function reviewClaimDocument(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  ids: { id: number; documentId: number },
  input: ReviewClaimDocumentRequest,
  context: DeskContext,
): Promise<StaffClaimDetail> {
  const { claim: found } = await accessibleClaim(db, actor, ids.id, 'write');
  const reason = input.decision === 'rejected' ? input.reason : null;
  await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, found.id);
    const documents = await tx.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
    const document = documents.find((d) => d.id === ids.documentId);
    if (!document) throw new AppError('CLAIM_DOCUMENT_NOT_FOUND');
    const outcome = claimDocumentReview({
      isSent: claim.sent_at !== null,
      isClosed: claim.internal_status === ClaimStatus.CLOSED,
      isReplaced: documents.some((d) => d.replaces_id === document.id),
      current: document.review_status,
      currentReason: document.rejection_reason,
      decision: input.decision,
      reason,
    });
    if (!outcome.ok) throw new AppError(REFUSALS[outcome.refusal]);
    if (outcome.unchanged) return;

    const reviewed = { review_status: input.decision, rejection_reason: reason };
    await tx
      .update(claimDocuments)
      .set({ ...reviewed, reviewed_by: actor.id, reviewed_at: context.now, updated_at: context.now })
      .where(eq(claimDocuments.id, document.id));
    const after = documents.map((d) => (d.id === document.id ? { ...d, ...reviewed } : d));
    const status = claimStatusAfterDocuments(
      claim.internal_status,
      checklistOf(claim, await claimContextOf(tx, claim), after),
    );
    await tx
      .update(claims)
      .set({ internal_status: status, updated_at: context.now })
      .where(eq(claims.id, claim.id));
    const title = documentTitleOf(claim, document.type);
    const comment =
      reason !== null
        ? `${title}: ${reason}`
        : status !== claim.internal_status
          ? DOCUMENTS_ACCEPTED_COMMENT
          : null;
    if (comment !== null)
      await tx.insert(claimStatuses).values({
        claim_id: claim.id,
        status,
        comment,
        is_public: true,
        user_id: actor.id,
        created_at: context.now,
      });
    await writeAudit(tx, {
      action: 'claim.document_review',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: {
        document_id: document.id,
        review_status: document.review_status,
        rejection_reason: document.rejection_reason,
        internal_status: claim.internal_status,
      },
      after: { document_id: document.id, ...reviewed, internal_status: status },
    });
    // Every public entry the desk writes is mailed.
    if (comment !== null)
      await notifyClaimHolder(tx, {
        claimId: claim.id,
        mail:
          reason !== null
            ? { template: 'claim-documents-rejected', documentName: title, reason }
            : {
                template: 'claim-status-changed',
                statusName: claimStatusMailName(status),
                detail: DOCUMENTS_ACCEPTED_COMMENT,
              },
        publicUrl: context.publicUrl,
        actor,
        ip: context.ip,
      });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
