import type { CustomerDocument } from '@amparo/contract';
import {
  coversOn,
  EvaluationStatus,
  madridDate,
  PaymentMethodType,
  type Periodicity,
  paymentMethodTypeName,
  receiptPeriod,
} from '@amparo/domain';
import { and, asc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, policies, policyEndorsements, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { renderCertificate, renderReceipt } from '../../services/pdf/policy-papers.ts';
import { ENDORSEMENT_TITLES, type EndorsementKind } from '../endorsements/record-endorsement.ts';
import { loadTransactions } from '../payments/receipt-view.ts';
import { CONTRACT_LINK_TTL_SECONDS } from '../signatures/signed-contract-link.ts';
import { loadContractData } from './build-policy-contract.ts';
import { certificateKey, keepDailyPaper, keepPaper, keepPolicyIpid } from './kept-documents.ts';

const PAID_KINDS = new Set(['charge', 'manual']);

/**
 * The documents of one of the policyholder's policies (404 for anyone else's): the precontractual
 * information (IPID), the signed contract once signed, a certificate of insurance while the policy
 * is active, and a receipt for each paid premium, newest first. Each PDF is made once into the
 * file store under the policy's `documents/` folder (the certificate once a day, as it certifies a
 * day) and handed out as a short-lived signed link, like the signed contract (docs/contract.md,
 * "Documents the customer keeps").
 */
export async function listCustomerDocuments(
  db: Database,
  files: FileStore,
  actor: Actor,
  policyId: number,
  now: Date,
): Promise<{ data: CustomerDocument[] }> {
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.policyholder_id, actor.id)));
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  const today = madridDate(now)!;
  let papers: Awaited<ReturnType<typeof loadContractData>> | undefined;
  const contractData = async () => (papers ??= await loadContractData(db, policy.id, now));
  const link = (key: string) =>
    files.signedUrl(key, { ttlSeconds: CONTRACT_LINK_TTL_SECONDS, disposition: 'attachment', now });
  const kept = async (filename: string, render: () => Promise<Uint8Array>) =>
    link(await keepPaper(files, policy.id, filename, render));

  const documents: CustomerDocument[] = [];
  // The IPID mailed at booking (kept-documents.ts); made now for a policy booked before it was kept.
  const data = await contractData();
  const ipid = await keepPolicyIpid(files, policy, data.product, data.data.customerServicePhone);
  documents.push({
    id: 'ipid',
    kind: 'ipid',
    title: 'Información previa del seguro (IPID)',
    date: madridDate(policy.created_at)!,
    filename: ipid.filename,
    url: await link(ipid.storage_key),
  });
  if (policy.contract_link) {
    documents.push({
      id: 'contract',
      kind: 'contract',
      title: 'Contrato firmado',
      date: madridDate(policy.signed_at ?? policy.updated_at)!,
      filename: `contrato-firmado-${policy.number}.pdf`,
      url: await link(policy.contract_link),
    });
  }
  // The suplementos, each as it was mailed (record-endorsement.ts).
  for (const row of await db
    .select()
    .from(policyEndorsements)
    .where(eq(policyEndorsements.policy_id, policy.id))
    .orderBy(asc(policyEndorsements.sequence)))
    if (row.document_key && row.document_filename)
      documents.push({
        id: `endorsement-${row.id}`,
        kind: 'endorsement',
        title: `Suplemento ${row.sequence}: ${ENDORSEMENT_TITLES[row.kind as EndorsementKind].toLowerCase()}`,
        date: madridDate(row.created_at)!,
        filename: row.document_filename,
        url: await link(row.document_key),
      });
  // While it covers, a cancelled policy still covering included (domain coversOn); not while a phone
  // that replaced another waits for its check (a certificate would name a phone not yet covered).
  if (coversOn(policy, today) && !(await awaitsReplacementCheck(db, policy.id))) {
    const name = `certificado-seguro-${policy.number}-${today}.pdf`;
    documents.push({
      id: 'certificate',
      kind: 'certificate',
      title: 'Certificado de seguro',
      date: today,
      filename: name,
      // One file per policy, made again on a new day (kept-documents.ts keepDailyPaper).
      url: await link(
        await keepDailyPaper(
          files,
          policy.id,
          { key: certificateKey(policy.number), filename: name },
          async () => renderCertificate((await contractData()).data, today),
        ),
      ),
    });
  }
  documents.push(...(await receiptDocuments(db, policy, { kept, contractData })));
  return { data: documents };
}

type PolicyRow = typeof policies.$inferSelect;

/** A phone that replaced another (policy_risks.covered_from) and whose check has not validated yet. */
async function awaitsReplacementCheck(db: Database, policyId: number): Promise<boolean> {
  const [waiting] = await db
    .select({ id: policyRisks.id })
    .from(policyRisks)
    .innerJoin(riskMobiles, eq(riskMobiles.policy_risk_id, policyRisks.id))
    .where(
      and(
        eq(policyRisks.policy_id, policyId),
        eq(policyRisks.active, true),
        isNotNull(policyRisks.covered_from),
        notInArray(riskMobiles.evaluation_status, [
          EvaluationStatus.VALIDATED,
          EvaluationStatus.NOT_REQUIRED,
        ]),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}

/** One document per paid premium (not refunds), newest first. */
async function receiptDocuments(
  db: Database,
  policy: PolicyRow,
  tools: {
    kept: (filename: string, render: () => Promise<Uint8Array>) => Promise<string>;
    contractData: () => Promise<Awaited<ReturnType<typeof loadContractData>>>;
  },
): Promise<CustomerDocument[]> {
  const paid = (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.policy_id, policy.id), isNull(payments.deleted_at)))
      .orderBy(asc(payments.sequence))
  ).filter((r) => r.payment_date && r.price_cents > 0 && r.pending_amount_cents === 0);
  const movements = await loadTransactions(
    db,
    paid.map((r) => r.id),
  );
  const documents: CustomerDocument[] = [];
  for (const receipt of paid.reverse()) {
    const paidOn = madridDate(receipt.payment_date!)!;
    const money = (movements.get(receipt.id) ?? [])
      .filter((t) => PAID_KINDS.has(t.kind) && t.status === 'ok')
      .at(-1);
    // The movement that paid it; a receipt paid before the ledger kept movements, by the policy's method.
    const methodType = money?.method_type ?? policy.payment_method_type;
    const paidBy =
      methodType === PaymentMethodType.MANUAL
        ? `Transferencia o pago en tienda${money?.reference ? ` (referencia ${money.reference})` : ''}`
        : paymentMethodTypeName(methodType);
    const period = receiptPeriod(receipt.activation_date, policy.periodicity as Periodicity);
    // The date paid is in the name: a receipt returned and paid again is a new document.
    const name = `recibo-${policy.number}-${receipt.sequence}-${paidOn}.pdf`;
    documents.push({
      id: `receipt-${receipt.id}`,
      kind: 'receipt',
      title: `Recibo ${receipt.sequence} (${spanishDate(period.from)} – ${spanishDate(period.to)})`,
      date: paidOn,
      filename: name,
      url: await tools.kept(name, async () =>
        renderReceipt((await tools.contractData()).data, {
          sequence: receipt.sequence,
          periodFrom: period.from,
          periodTo: period.to,
          amountCents: receipt.price_cents,
          paidOn,
          paidBy,
        }),
      ),
    });
  }
  return documents;
}
