import { nextSequence, PaymentMethodType } from '@amparo/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { paymentMethods, payments } from '../../db/schema/index.ts';
import { settleReceipt } from '../payments/settle-receipt.ts';
import { dueFrom, dueOn, rowsOf } from './due-receipts.ts';
import type { SepaDebit } from './pain008-writer.ts';

/** Receipts settled per database transaction: big enough to be fast, small enough to keep locks short. */
export const SETTLE_BATCH = 500;

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
 * Settles the claimed, still unpaid receipts of the file, one batch per
 * database transaction, in id order (keyset pagination: memory stays flat).
 * Each receipt is paid through settleReceipt with its SEPA charge; the debit
 * as written in the file is kept on the transaction, so a rerun writes the
 * same XML. A receipt that cannot be settled is let go from the file.
 */
export async function settleClaimedReceipts(
  db: Database,
  file: FileRef,
  occurredAt: Date,
  onBatch: (settled: number, errors: number) => Promise<void>,
): Promise<{ settled: number; errors: number }> {
  let afterId = 0;
  let settled = 0;
  let errors = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = rowsOf<ClaimedRow>(
        await tx.execute(sql`select p.id, p.policy_id, pol.number as policy_number, p.pending_amount_cents,
            p.collection_attempts, pm.id as method_id, pm.iban, pm.account_holder, pol.complete_name,
            pm.mandate_reference, pm.mandate_signed_at, pm.mandate_first_collected_at, pm.amended_from_iban
          from ${dueFrom}
          where p.sepa_file_id = ${file.id} and p.id > ${afterId} and p.payment_date is null
            and p.pending_amount_cents > 0 and p.deleted_at is null
          order by p.id limit ${SETTLE_BATCH}
          for update of p`),
      );
      // Two receipts of one mandate in a batch: the second sees the first's collection.
      const firstCollected = new Set<number>();
      const plans = rows.map((row) => {
        const seen = firstCollected.has(row.method_id);
        const decision = nextSequence({
          iban: row.iban,
          firstCollectedAt: seen ? occurredAt : row.mandate_first_collected_at,
          amendedFromIban: seen ? null : row.amended_from_iban,
        });
        firstCollected.add(row.method_id);
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
        return { row, debit, sequenceType: decision.sequenceType };
      });
      type Plan = (typeof plans)[number];
      const settle = (ex: Executor, plan: Plan) =>
        settleReceipt(ex, {
          paymentId: plan.row.id,
          amountCents: plan.row.pending_amount_cents,
          methodType: PaymentMethodType.IBAN,
          paymentMethodId: plan.row.method_id,
          kind: 'charge',
          reference: plan.debit.endToEndId,
          gateway: 'sepa',
          gatewayOrder: plan.debit.endToEndId,
          raw: plan.debit,
          occurredAt,
          actor: null,
          sepaFileId: file.id,
          sepaSequenceType: plan.sequenceType,
        });
      // The presentation count and the mandate's first collection, once per batch rather than per receipt.
      const markCollected = async (ex: Executor, done: Plan[]) => {
        if (done.length === 0) return;
        await ex
          .update(payments)
          .set({
            collection_attempts: sql`collection_attempts + 1`,
            next_collection_date: null,
            returned_at: null,
          })
          .where(
            inArray(
              payments.id,
              done.map((p) => p.row.id),
            ),
          );
        await ex
          .update(paymentMethods)
          .set({
            mandate_first_collected_at: sql`coalesce(mandate_first_collected_at, ${occurredAt.toISOString()})`,
            amended_from_iban: null,
          })
          .where(inArray(paymentMethods.id, [...new Set(done.map((p) => p.row.method_id))]));
      };
      try {
        // The rows are locked and filtered as settleable: the whole batch normally goes in one savepoint.
        await tx.transaction(async (savepoint) => {
          for (const plan of plans) await settle(savepoint, plan);
          await markCollected(savepoint, plans);
        });
        return { rows: rows.length, lastId: rows.at(-1)?.id ?? afterId, ok: plans.length, failed: 0 };
      } catch {
        // One receipt changed under us: redo the batch receipt by receipt and let that one go.
      }
      const done: Plan[] = [];
      let failed = 0;
      for (const plan of plans) {
        try {
          await tx.transaction((savepoint) => settle(savepoint, plan));
          done.push(plan);
        } catch {
          // Paid or changed meanwhile: out of this file, back to the next one.
          await tx.update(payments).set({ sepa_file_id: null }).where(eq(payments.id, plan.row.id));
          failed++;
        }
      }
      await markCollected(tx, done);
      const ok = done.length;
      return { rows: rows.length, lastId: rows.at(-1)?.id ?? afterId, ok, failed };
    });
    settled += batch.ok;
    errors += batch.failed;
    afterId = batch.lastId;
    await onBatch(settled, errors);
    if (batch.rows < SETTLE_BATCH) return { settled, errors };
  }
}
