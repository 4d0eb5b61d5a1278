import type { SignContractResult } from '@amparo/contract';
import { linkTo } from '@amparo/contract/links';
import { contractSigningRefusal, firstNameOf, PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, products, signatures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { releaseIdempotencyKey, storeIdempotentResponse } from '../../services/idempotency.ts';
import { queueMail } from '../../services/mail.ts';
import { madridTime } from '../../services/signature/seal-contract.ts';
import type { SignerContext } from './confirm-signing-code.ts';
import { signedContractUrl } from './signed-contract-link.ts';
import type { PolicyRow, SigningRow } from './signing-access.ts';
import type { SigningDeps } from './start-signing.ts';

type Idempotency = { scope: string; key: string; requestHash: string } | undefined;

/** Where sealing stopped: the unsigned contract gone, changed, or the seal itself. */
export type SealFailureStep = 'document_missing' | 'document_changed' | 'seal_error';

/** Shown in the sign error modal and the back office. */
const SEAL_FAILURE_REASON = 'No pudimos sellar el contrato firmado. Vuelve a intentarlo.';

/**
 * The signed contract takes effect, in one transaction: the signing signed,
 * the policy at status 3 with `contract_link` = the signed file's key (APIs
 * answer a signed URL computed on read, see signed-contract-link.ts) and no
 * `sign_link`, evidence `contract.signed`, the audit row, the mail with the
 * PDF attached, and the Idempotency-Key's answer.
 */
export async function completeSigning(
  db: Database,
  deps: SigningDeps,
  input: {
    policy: PolicyRow;
    signing: SigningRow;
    sealed: { key: string; sha256: string; fingerprint: string };
    signer: SignerContext;
    idempotency: Idempotency;
  },
  now: Date,
): Promise<SignContractResult> {
  const { policy, signing, sealed, signer } = input;
  const contractLink = (await signedContractUrl(deps.files, sealed.key, now))!;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(policies).where(eq(policies.id, policy.id)).for('update');
    // Cancelled (or signed by a twin) while the seal was being made: nothing changes.
    const refusal = contractSigningRefusal(locked?.status);
    if (!locked || refusal) throw new AppError(refusal ?? 'POLICY_NOT_SIGNABLE');
    await tx
      .update(signatures)
      .set({
        status: 'signed',
        signed_document_key: sealed.key,
        signed_document_sha256: sealed.sha256,
        signed_at: now,
        updated_at: now,
      })
      .where(eq(signatures.id, signing.id));
    await tx
      .update(policies)
      .set({
        status: PolicyStatus.ACTIVE_PAID_SIGNED,
        contract_link: sealed.key,
        sign_link: null,
        updated_at: now,
      })
      .where(eq(policies.id, policy.id));
    await appendEvidence(tx, {
      policyId: policy.id,
      signatureId: signing.id,
      kind: 'contract.signed',
      occurredAt: now,
      payload: {
        document_sha256: signing.document_sha256,
        signed_document_sha256: sealed.sha256,
        signed_document_key: sealed.key,
        seal_certificate_sha256: sealed.fingerprint,
        ip: signer.ip,
        user_agent: signer.userAgent,
      },
    });
    await writeAudit(tx, {
      action: 'policy.sign',
      entityType: 'policy',
      entityId: policy.id,
      actor: null,
      ip: signer.ip,
      before: { status: locked.status, sign_link: locked.sign_link },
      after: {
        status: PolicyStatus.ACTIVE_PAID_SIGNED,
        signature_id: signing.id,
        signed_document_sha256: sealed.sha256,
      },
    });
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, policy.product_id));
    const filename = `contrato-firmado-${policy.number}.pdf`;
    await queueMail(tx, {
      to: policy.email,
      template: 'contract-signed',
      data: {
        holderName: firstNameOf(policy.complete_name),
        productName: product?.name ?? 'Amparo',
        policyNumber: policy.number,
        signedAt: madridTime(now),
        customerAreaUrl: linkTo(deps.publicUrl, 'customerArea'),
      },
      attachments: [{ filename, storage_key: sealed.key }],
    });
    const result: SignContractResult = {
      policy_id: policy.id,
      status: PolicyStatus.ACTIVE_PAID_SIGNED,
      signed_at: now.toISOString(),
      signed_document_sha256: sealed.sha256,
      contract_link: contractLink,
    };
    if (input.idempotency) {
      await storeIdempotentResponse(tx, input.idempotency.scope, input.idempotency.key, 200, result);
    }
    return result;
  });
}

/**
 * Sealing failed: the signing is 'failed' with its reason (the return page
 * shows the sign error modal), `signing.failed` is recorded, and the claimed
 * Idempotency-Key is released so the customer's retry is not stuck on it.
 */
export async function recordSigningFailure(
  db: Database,
  input: { policyId: number; signingId: number; step: SealFailureStep; idempotency: Idempotency },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(signatures)
      .set({ status: 'failed', failure_reason: SEAL_FAILURE_REASON, updated_at: now })
      .where(and(eq(signatures.id, input.signingId), eq(signatures.status, 'pending')));
    await appendEvidence(tx, {
      policyId: input.policyId,
      signatureId: input.signingId,
      kind: 'signing.failed',
      occurredAt: now,
      // A fixed step, never the error's own text (English, with storage keys) in the evidence staff read.
      payload: { reason: SEAL_FAILURE_REASON, step: input.step },
    });
    if (input.idempotency) {
      await releaseIdempotencyKey(tx, input.idempotency.scope, input.idempotency.key);
    }
  });
}
