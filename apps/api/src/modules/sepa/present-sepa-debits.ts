import { nextSequence, PaymentMethodType, type SequenceDecision } from '@amparo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { paymentMethods, payments, paymentTransactions } from '../../db/schema/index.ts';
import { dueFrom, dueOn, rowsOf } from './due-receipts.ts';
import type { SepaDebit } from './pain008-writer.ts';
import { SEPA_GATEWAY } from './pending-sepa-charge.ts';

/** Receipts presented per database transaction: big enough to be fast, small enough to keep locks short. */
export const PRESENT_BATCH = 500;

type FileRef = { id: number; collection_date: string };

/**
 * Marks the due receipts as this file's (payments.sepa_file_id). A rerun of
 * the job finds them already marked and claims only what became due since.
 */
export async function claimDueReceipts(db: Executor, file: FileRef): Promise<number> {
  await db.execute(sql`update payments set sepa_file_id = ${file.id}, updated_at = now()
    where id in (select p.id from ${dueFrom} where ${dueOn(file.collection_date)})`);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from payments where sepa_file_id = ${file.id}`),
  );
  return row?.n ?? 0;
}

type ClaimedRow = {
  id: number;
  policy_id: number;
  policy_number: string | null;
  pending_amount_cents: number;
  collection_attempts: number;
  method_id: number;
  iban: string;
  account_holder: string | null;
  complete_name: string;
  mandate_reference: string | null;
  mandate_signed_at: string | Date | null;
  mandate_first_collected_at: string | Date | null;
  amended_from_iban: string | null;
};

/** The end-to-end id of one presentation of a receipt: what a bank return quotes back. */
export const endToEndId = (paymentId: number, attempt: number) => `AMP-${paymentId}-${attempt}`;

const isoDate = (value: string | Date | null) =>
  value ? new Date(value).toISOString().slice(0, 10) : '2009-11-01'; // SEPA start: a mandate older than its record

/**
 * The sequence type (and amendment) each mandate already has in this file: every debit of one
 * mandate in one file goes with the same one, so a mandate never shows as both FRST and RCUR on
 * one collection date. A rerun, or a later batch, reads what the earlier ones wrote.
 */
async function decisionsInFile(
  db: Executor,
  fileId: number,
  methodIds: number[],
): Promise<Map<number, SequenceDecision>> {
  const decisions = new Map<number, SequenceDecision>();
  if (methodIds.length === 0) return decisions;
  const rows = await db
    .select({
      method_id: paymentTransactions.payment_method_id,
      sequence_type: paymentTransactions.sepa_sequence_type,
      debit: paymentTransactions.gateway_response,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.sepa_file_id, fileId),
        eq(paymentTransactions.kind, 'charge'),
        inArray(paymentTransactions.payment_method_id, methodIds),
      ),
    );
  for (const row of rows) {
    if (row.method_id === null || decisions.has(row.method_id)) continue;
    const debit = row.debit as SepaDebit;
    decisions.set(row.method_id, {
      sequenceType: row.sequence_type === 'FRST' ? 'FRST' : 'RCUR',
      amendment: debit.amendment ?? null,
    });
  }
  return decisions;
}

/**
 * Presents the claimed, still unpaid receipts of the file, one batch per database transaction,
 * in id order (keyset pagination: memory stays flat): each gets its debit written as a pending
 * SEPA charge on the ledger (the XML is written from these), and its presentation counted. The
 * receipt is not paid yet: the bank collects it on the file's date (collect-sepa-debits.ts). A
 * rerun skips receipts already presented in this file and writes the same XML.
 */
export async function presentClaimedReceipts(
  db: Database,
  file: FileRef,
  presentedAt: Date,
  onBatch: (presented: number) => Promise<void>,
): Promise<{ presented: number }> {
  let afterId = 0;
  let presented = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = rowsOf<ClaimedRow>(
        await tx.execute(sql`select p.id, p.policy_id, pol.number as policy_number, p.pending_amount_cents,
            p.collection_attempts, pm.id as method_id, pm.iban, pm.account_holder, pol.complete_name,
            pm.mandate_reference, pm.mandate_signed_at, pm.mandate_first_collected_at, pm.amended_from_iban
          from ${dueFrom}
          where p.sepa_file_id = ${file.id} and p.id > ${afterId} and p.payment_date is null
            and p.pending_amount_cents > 0 and p.deleted_at is null
            and not exists (select 1 from payment_transactions t
              where t.payment_id = p.id and t.sepa_file_id = ${file.id} and t.kind = 'charge')
          order by p.id limit ${PRESENT_BATCH}
          for update of p`),
      );
      const decisions = await decisionsInFile(tx, file.id, [...new Set(rows.map((r) => r.method_id))]);
      for (const row of rows) {
        let decision = decisions.get(row.method_id);
        if (!decision) {
          decision = nextSequence({
            iban: row.iban,
            firstCollectedAt: row.mandate_first_collected_at,
            amendedFromIban: row.amended_from_iban,
          });
          decisions.set(row.method_id, decision);
        }
        const debit: SepaDebit = {
          endToEndId: endToEndId(row.id, row.collection_attempts + 1),
          amountCents: row.pending_amount_cents,
          mandateId: row.mandate_reference ?? `AMP-M-${String(row.policy_id).padStart(8, '0')}`,
          mandateSignedOn: isoDate(row.mandate_signed_at),
          debtorName: row.account_holder ?? row.complete_name,
          debtorIban: row.iban,
          remittance: `Amparo poliza ${row.policy_number ?? row.policy_id} recibo ${row.id}`,
          amendment: decision.amendment,
        };
        await tx.insert(paymentTransactions).values({
          payment_id: row.id,
          kind: 'charge',
          amount_cents: row.pending_amount_cents,
          status: 'pending',
          gateway: SEPA_GATEWAY,
          gateway_order: debit.endToEndId,
          gateway_response: debit,
          method_type: PaymentMethodType.IBAN,
          payment_method_id: row.method_id,
          reference: debit.endToEndId,
          sepa_file_id: file.id,
          sepa_sequence_type: decision.sequenceType,
          // Until the bank collects it, the charge is dated when it was presented.
          occurred_at: presentedAt,
        });
      }
      if (rows.length > 0) {
        // The presentation count, and the mandate as the bank now knows it: its next file is RCUR.
        await tx
          .update(payments)
          .set({
            collection_attempts: sql`collection_attempts + 1`,
            next_collection_date: null,
            // In the bank again (ledgerReceipt's in_collection): a cancellation keeps it.
            returned_at: null,
            updated_at: presentedAt,
          })
          .where(
            inArray(
              payments.id,
              rows.map((r) => r.id),
            ),
          );
        await tx
          .update(paymentMethods)
          .set({
            mandate_first_collected_at: sql`coalesce(mandate_first_collected_at, ${presentedAt.toISOString()})`,
            amended_from_iban: null,
          })
          .where(inArray(paymentMethods.id, [...new Set(rows.map((r) => r.method_id))]));
      }
      return { rows: rows.length, lastId: rows.at(-1)?.id ?? afterId };
    });
    presented += batch.rows;
    afterId = batch.lastId;
    await onBatch(presented);
    if (batch.rows < PRESENT_BATCH) return { presented };
  }
}
