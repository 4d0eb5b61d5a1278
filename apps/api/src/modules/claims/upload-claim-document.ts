import type { ClaimDetail, UploadClaimDocumentRequestSchema, z } from '@amparo/contract';
import { ClaimStatus, claimUploadSlot } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { decodeUploadBase64 } from '../../services/files/base64.ts';
import { storeUpload } from '../../services/files/store-upload.ts';
import type { Services } from '../../services/registry.ts';
import { accessibleClaim, lockClaim, riskOfPolicy } from './claim-access.ts';
import { checklistOf, documentTitleOf } from './claim-rules.ts';
import { claimDetail } from './claim-view.ts';
import { reopenWhenReplaced } from './reopen-when-replaced.ts';

type Input = z.output<typeof UploadClaimDocumentRequestSchema>;

/**
 * `POST /claims/{id}/documents`: one file of one document the claim asks for.
 * Guards first (access, the claim still open, the type asked for, a second
 * file only where allow_multiple is set, once sent only what is missing),
 * then the upload gate (type read from the bytes, images re-encoded without
 * metadata, size-limited: 413/415/422) and the store, then one transaction
 * writes the row (replacing a rejected file: replaces_id) and the audit, and
 * takes the claim back to the desk once every rejected file is replaced. A
 * failed transaction deletes the stored file, so nothing is left half-way.
 */
export async function uploadClaimDocument(
  db: Database,
  services: Pick<Services, 'files' | 'uploadLimits'>,
  actor: Actor,
  claimId: number,
  input: Input,
  context: { now: Date; ip: string; log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<ClaimDetail> {
  const { claim, policy } = await accessibleClaim(db, actor, claimId, 'write');
  if (claim.closed_at || claim.internal_status === ClaimStatus.CLOSED) throw new AppError('CLAIM_CLOSED');
  const risk = await riskOfPolicy(db, policy.id, claim.policy_risk_id);
  const uploaded = await db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
  const rules = {
    productTypeId: policy.product_type_id,
    policyCreatedAt: policy.created_at,
    riskTypeId: risk.risk_type,
  };
  const checklist = checklistOf(claim, rules, uploaded);
  const slot = claimUploadSlot(checklist, input.type, uploaded, claim.sent_at === null);
  if (!slot.ok) {
    if (slot.refusal === 'type_not_asked')
      throw new AppError('CLAIM_DOCUMENT_TYPE_NOT_ASKED', { params: { type: input.type } });
    const code =
      slot.refusal === 'already_uploaded' ? 'CLAIM_DOCUMENT_ALREADY_UPLOADED' : 'CLAIM_DOCUMENT_NOT_AWAITED';
    throw new AppError(code, { params: { title: documentTitleOf(claim, input.type) } });
  }

  const stored = await storeUpload(
    services.files,
    {
      folder: `claims/${claim.id}`,
      bytes: decodeUploadBase64(input.fileBase64),
      filename: input.filename ?? input.type,
    },
    services.uploadLimits,
    context.now,
  );
  try {
    await db.transaction(async (tx) => {
      const locked = await lockClaim(tx, claim.id);
      const [row] = await tx
        .insert(claimDocuments)
        .values({
          claim_id: claim.id,
          type: input.type,
          filename: stored.filename ?? stored.key.split('/').pop()!,
          mime: stored.upload.contentType,
          size_bytes: stored.size,
          storage_key: stored.key,
          sha256: stored.sha256,
          replaces_id: slot.replacesId,
          created_at: context.now,
          updated_at: context.now,
        })
        .returning({ id: claimDocuments.id });
      await tx.update(claims).set({ updated_at: context.now }).where(eq(claims.id, claim.id));
      if (locked.sent_at) await reopenWhenReplaced(tx, locked, rules, { actor, ...context });
      await writeAudit(tx, {
        action: 'claim.document_upload',
        entityType: 'claim',
        entityId: claim.id,
        actor,
        ip: context.ip,
        after: {
          document_id: row?.id,
          type: input.type,
          storage_key: stored.key,
          sha256: stored.sha256,
          replaces_id: slot.replacesId,
        },
      });
    });
  } catch (error) {
    try {
      await services.files.delete(stored.key);
    } catch (cleanup) {
      context.log?.warn(
        { err: cleanup, key: stored.key },
        'claim document of a failed upload left in the store',
      );
    }
    throw error;
  }
  return claimDetail(db, services.files, claim.id, context.now);
}
