import type { RequestClaimDocumentRequest, StaffClaimDetail } from '@amparo/contract';
import { type ClaimDocumentRequestRefusal, claimDocumentRequest, RiskType } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import {
  callerScope,
  claimIdempotencyKey,
  hashRequest,
  storeIdempotentResponse,
} from '../../services/idempotency.ts';
import { accessibleClaim, claimContextOf, lockClaim } from './claim-access.ts';
import { assertOnDesk, type DeskContext } from './claim-desk-guards.ts';
import { staffClaimDetail } from './claim-desk-view.ts';
import { notifyClaimHolder } from './claim-notifications.ts';
import { requiredDocumentsOf } from './claim-rules.ts';
import { saveRequestedDocuments } from './save-requested-documents.ts';

const REFUSALS = {
  not_a_phone: 'CLAIM_DOCUMENT_REQUEST_NOT_PHONE',
  already_asked: 'CLAIM_DOCUMENT_ALREADY_ASKED',
} as const satisfies Record<ClaimDocumentRequestRefusal, string>;

/** The history line the customer reads (and the mail's detail). */
export const requestedDocumentComment = (title: string, description: string) =>
  `Te pedimos un documento más: ${title}. ${description}`;

/**
 * `POST /claims/{id}/document-requests` (claims.manage): ask the customer for
 * one more document, the location history (spec 5, "when requested") or one in
 * the desk's words. On the locked claim, in one transaction: the request joins
 * the claim's checklist, the claim waits for documentation (status 4, to the
 * customer ABIERTO · FALTA DOCUMENTACIÓN), a public history line, the audit,
 * and the mail 'claim-document-requested' with the link to upload it. With an
 * Idempotency-Key a repeat asks nothing twice.
 */
export async function requestClaimDocument(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  input: RequestClaimDocumentRequest,
  context: DeskContext & { idempotencyKey?: string | undefined },
): Promise<StaffClaimDetail> {
  const { claim: found } = await accessibleClaim(db, actor, claimId, 'write');
  const scope = callerScope(`claim-document-requests:${found.id}`, { userId: actor.id, ip: context.ip });
  const key = context.idempotencyKey;
  await db.transaction(async (tx) => {
    if (key && (await claimIdempotencyKey(tx, scope, key, hashRequest(input)))) return;
    const claim = await lockClaim(tx, found.id);
    assertOnDesk(claim);
    const rules = await claimContextOf(tx, claim);
    const outcome = claimDocumentRequest(input, {
      isPhone: rules.riskTypeId === RiskType.MOBILE,
      askedTypes: requiredDocumentsOf(claim, rules).map((d) => d.type),
      requested: claim.requested_documents,
      now: context.now.toISOString(),
      by: actor.id,
    });
    if (!outcome.ok) throw new AppError(REFUSALS[outcome.refusal]);
    const { request } = outcome;
    const status = await saveRequestedDocuments(tx, claim, [...claim.requested_documents, request], rules, {
      actor,
      now: context.now,
      comment: requestedDocumentComment(request.title, request.description),
    });
    await writeAudit(tx, {
      action: 'claim.document_request',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: { internal_status: claim.internal_status },
      after: { type: request.type, title: request.title, internal_status: status },
    });
    await notifyClaimHolder(tx, {
      claimId: claim.id,
      mail: {
        template: 'claim-document-requested',
        documentName: request.title,
        description: request.description,
      },
      publicUrl: context.publicUrl,
      actor,
      ip: context.ip,
    });
    if (key) await storeIdempotentResponse(tx, scope, key, 201, { claim_id: claim.id });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
