import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { SignContractRequest, SignContractResult } from '@amparo/contract';
import { contractSigningRefusal } from '@amparo/domain';
import type { SigningConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { newFileKey } from '../../services/files/file-store.ts';
import {
  callerScope,
  findIdempotentResponse,
  hashRequest,
  releaseIdempotencyKey,
} from '../../services/idempotency.ts';
import { sealContract } from '../../services/signature/seal-contract.ts';
import { loadSigningCertificate } from '../../services/signature/signing-certificate.ts';
import { AnsweredBefore, confirmSigningCode, type SignerContext } from './confirm-signing-code.ts';
import { readSignatureImage } from './read-signature-image.ts';
import { completeSigning, recordSigningFailure, type SealFailureStep } from './record-signing-outcome.ts';
import { type SigningAccess, signingPolicy } from './signing-access.ts';
import type { SigningDeps } from './start-signing.ts';

export type SignDeps = SigningDeps & { signing: SigningConfig & { dataDir: string } };

/**
 * POST /policies/{id}/signature/sign (docs/signature.md, The signing flow): the code checked, the drawn
 * signature decoded, the act recorded as evidence; then the contract sealed
 * (signature image, audit page, PAdES seal) and kept in the file store; then
 * in one transaction the policy moves to status 3 with the signed contract
 * mailed. A sealing failure marks the signing failed (the sign error modal);
 * asking for a new code opens a fresh one. With an Idempotency-Key a repeat
 * gets the first answer.
 */
export async function signContract(
  db: Database,
  deps: SignDeps,
  access: SigningAccess,
  input: {
    policyId: number;
    request: SignContractRequest;
    signer: SignerContext;
    idempotencyKey?: string | undefined;
  },
  now: Date,
): Promise<SignContractResult> {
  const { policyId, request, signer, idempotencyKey } = input;
  const policy = await signingPolicy(db, access, policyId, now);
  const idempotency = idempotencyKey
    ? {
        scope: callerScope(`policy-sign:${policyId}`, { userId: access.actor?.id ?? null, ip: signer.ip }),
        key: idempotencyKey,
        requestHash: hashRequest({ policyId, ...request }),
      }
    : undefined;
  if (idempotency) {
    const answered = await findIdempotentResponse(
      db,
      idempotency.scope,
      idempotency.key,
      idempotency.requestHash,
    );
    if (answered) return answered as SignContractResult;
  }
  const refusal = contractSigningRefusal(policy.status);
  if (refusal) throw new AppError(refusal);
  // The image before the code: a bad drawing must not cost the signer a try.
  const image = await readSignatureImage(request.signature_image);
  const imageSha256 = createHash('sha256').update(image).digest('hex');
  let signing: Awaited<ReturnType<typeof confirmSigningCode>>;
  try {
    signing = await confirmSigningCode(
      db,
      { policyId, code: request.code, imageSha256, signer, idempotency },
      now,
    );
  } catch (error) {
    if (error instanceof AnsweredBefore) return error.answer as SignContractResult;
    throw error;
  }

  let sealed: { key: string; sha256: string; fingerprint: string };
  let step: SealFailureStep = 'document_missing';
  try {
    const file = await deps.files.get(signing.document_key);
    if (!file) throw new Error('unsigned contract missing');
    const pdf = await buffer(file.stream);
    step = 'document_changed';
    const shown = createHash('sha256').update(pdf).digest('hex');
    if (shown !== signing.document_sha256) throw new Error('unsigned contract changed');
    step = 'seal_error';
    const certificate = await loadSigningCertificate(deps.signing);
    const result = await sealContract({
      pdf,
      signatureImage: image,
      certificate,
      audit: {
        signerName: policy.complete_name,
        signerDocumentId: policy.document_code ?? '',
        email: policy.email,
        documentSha256: signing.document_sha256,
        openedAt: signing.opened_at ?? signing.code_sent_at ?? now,
        codeSentAt: signing.code_sent_at ?? now,
        codeConfirmedAt: signing.code_confirmed_at ?? now,
        signedAt: now,
        ip: signer.ip,
        userAgent: signer.userAgent,
        policyNumber: policy.number,
      },
    });
    const key = newFileKey(`contracts/${policyId}`, 'pdf', now);
    await deps.files.put(key, Buffer.from(result.bytes), {
      contentType: 'application/pdf',
      filename: `contrato-firmado-${policy.number}.pdf`,
    });
    sealed = { key, sha256: result.sha256, fingerprint: certificate.fingerprintSha256 };
  } catch {
    await recordSigningFailure(db, { policyId, signingId: signing.id, step, idempotency }, now);
    throw new AppError('SIGNING_SEAL_FAILED');
  }
  try {
    return await completeSigning(db, deps, { policy, signing, sealed, signer, idempotency }, now);
  } catch (error) {
    // Cancelled or signed by a twin while the seal was made, or the database failed: the sealed
    // file belongs to nothing, and the key is given back so a retry is answered, not held.
    await deps.files.delete(sealed.key);
    if (idempotency) await releaseIdempotencyKey(db, idempotency.scope, idempotency.key);
    throw error;
  }
}
