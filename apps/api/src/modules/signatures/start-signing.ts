import { linkTo } from '@amparo/contract/links';
import { insuredDeviceLabels, PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { policies, signatures } from '../../db/schema/index.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { type FileStore, newFileKey } from '../../services/files/file-store.ts';
import type { SignatureProvider } from '../../services/signature/signature-provider.ts';
import { buildPolicyContract } from '../documents/build-policy-contract.ts';
import { loadPolicyRecords, type PolicyRecord } from '../policies/load-policy-records.ts';
import type { SigningRow } from './signing-access.ts';

export type SigningDeps = { files: FileStore; provider: SignatureProvider; publicUrl: string };

/**
 * Opens the signing of a paid policy (status 2), or hands back the one
 * already open: the contract PDF is built (buildPolicyContract), kept in the
 * file store under `contracts/`, announced to the provider, and its hash,
 * price and devices become the evidence record `contract.generated`. Null
 * when the policy is not waiting for a signature.
 *
 * The PDF is built before the transaction (it takes a moment of CPU); two
 * starts racing both build one, the one-pending-per-policy index keeps only
 * the first row, and the loser deletes its file.
 */
export async function startSigning(
  db: Database,
  deps: SigningDeps,
  policyId: number,
  now: Date,
): Promise<{ signing: SigningRow; created: boolean } | null> {
  const open = await pendingSigning(db, policyId);
  if (open) return { signing: open, created: false };
  const [record] = await loadPolicyRecords(db, [policyId]);
  if (!record || record.status !== PolicyStatus.ACTIVE_PAID_UNSIGNED) return null;
  const contract = await buildPolicyContract(db, policyId, now);
  const documentKey = newFileKey(`contracts/${policyId}`, 'pdf', now);
  await deps.files.put(documentKey, Buffer.from(contract.bytes), {
    contentType: 'application/pdf',
    filename: `contrato-${record.number}.pdf`,
  });
  // Only a new signing row keeps the file: a race lost, a cancellation or a failure delete it.
  let kept = false;
  try {
    const opened = await openSigning(db, deps, { policyId, record, documentKey, contract }, now);
    kept = opened?.created === true;
    return opened;
  } finally {
    if (!kept) await deps.files.delete(documentKey);
  }
}

async function openSigning(
  db: Database,
  deps: SigningDeps,
  input: {
    policyId: number;
    record: PolicyRecord;
    documentKey: string;
    contract: { sha256: string };
  },
  now: Date,
): Promise<{ signing: SigningRow; created: boolean } | null> {
  const { policyId, record, documentKey, contract } = input;
  const session = await deps.provider.start({
    policyId,
    documentKey,
    documentSha256: contract.sha256,
    signer: {
      name: record.complete_name,
      email: record.email,
      phone: record.phone,
      documentId: record.document_code ?? '',
    },
    returnUrl: linkTo(deps.publicUrl, 'signatureReturn', { params: { id: policyId } }),
    codeChannel: 'mail',
  });
  const devices = insuredDeviceLabels(record.policy_risks);
  return db.transaction(async (tx) => {
    // Locked, so a cancellation or a sign of this policy cannot slip in between.
    const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
    if (policy?.status !== PolicyStatus.ACTIVE_PAID_UNSIGNED) return null;
    const [inserted] = await tx
      .insert(signatures)
      .values({
        policy_id: policyId,
        provider: deps.provider.kind,
        external_id: session.sessionId,
        document_key: documentKey,
        document_sha256: contract.sha256,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const raced = await pendingSigning(tx, policyId);
      return raced ? { signing: raced, created: false } : null;
    }
    await appendEvidence(tx, {
      policyId,
      signatureId: inserted.id,
      kind: 'contract.generated',
      occurredAt: now,
      payload: {
        document_sha256: contract.sha256,
        document_key: documentKey,
        policy_number: policy.number,
        premium_cents: policy.premium_cents,
        annual_premium_cents: policy.annual_premium_cents,
        periodicity: policy.periodicity,
        devices,
        provider: deps.provider.kind,
      },
    });
    return { signing: inserted, created: true };
  });
}

/** The policy's open (pending) signing, if any. */
export async function pendingSigning(db: Executor, policyId: number) {
  const [row] = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.policy_id, policyId), eq(signatures.status, 'pending')));
  return row ?? null;
}
