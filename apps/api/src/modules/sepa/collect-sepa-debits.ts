import { madridStartOfDay, NOT_APPLIED_DEBIT, PaymentMethodType } from '@amparo/domain';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentTransactions, sepaFiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { settleReceipt } from '../payments/settle-receipt.ts';
import { pendingSepaCharge, SEPA_GATEWAY } from './pending-sepa-charge.ts';

/** Debits settled per database transaction, as when they were presented. */
export const COLLECT_BATCH = 500;

/** The reason on a collected debit whose receipt could not take it (paid otherwise, deleted, changed). */
export const NOT_APPLIED = NOT_APPLIED_DEBIT;

type Context = {
  now: Date;
  publicUrl?: string | undefined;
  /** Only this file's debits, whatever its status: the file being generated, collected before it is marked generated. */
  fileId?: number;
};

/**
 * The bank collects a file's debits on its collection date: from that Madrid day on, each
 * pending SEPA charge of a file due by `today` settles its receipt (settleReceipt: the receipt
 * is paid on the collection date, the 'Recibo pagado' mail or the policy's activation follow).
 * Runs daily (schedules.ts) and right after a file due today is generated. A receipt that
 * cannot take the money any more (paid by other means, deleted with its policy, its amount
 * changed) is not settled: the charge is closed as NO_APLICADO and audited, for staff to refund.
 */
export async function collectDueDebits(
  db: Database,
  today: string,
  context: Context,
): Promise<{ collected: number; notApplied: number }> {
  let afterId = 0;
  let collected = 0;
  let notApplied = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const charges = await tx
        .select({ charge: paymentTransactions, collection_date: sepaFiles.collection_date })
        .from(paymentTransactions)
        .innerJoin(sepaFiles, eq(sepaFiles.id, paymentTransactions.sepa_file_id))
        .where(
          and(
            pendingSepaCharge(),
            gt(paymentTransactions.id, afterId),
            lte(sepaFiles.collection_date, today),
            context.fileId !== undefined
              ? eq(sepaFiles.id, context.fileId)
              : inArray(sepaFiles.status, ['generated', 'sent']),
          ),
        )
        .orderBy(paymentTransactions.id)
        .limit(COLLECT_BATCH)
        .for('update', { of: paymentTransactions });
      let ok = 0;
      let refused = 0;
      for (const { charge, collection_date } of charges) {
        try {
          await tx.transaction((savepoint) =>
            settleReceipt(savepoint, {
              paymentId: charge.payment_id,
              amountCents: charge.amount_cents,
              methodType: PaymentMethodType.IBAN,
              paymentMethodId: charge.payment_method_id,
              kind: 'charge',
              reference: charge.reference,
              gateway: SEPA_GATEWAY,
              gatewayOrder: charge.gateway_order,
              raw: charge.gateway_response,
              occurredAt: madridStartOfDay(collection_date),
              now: context.now,
              actor: null,
              sepaFileId: charge.sepa_file_id,
              sepaSequenceType: charge.sepa_sequence_type,
              publicUrl: context.publicUrl,
            }),
          );
          ok++;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await tx
            .update(paymentTransactions)
            .set({ status: 'ko', reason_code: NOT_APPLIED, updated_at: context.now })
            .where(eq(paymentTransactions.id, charge.id));
          await writeAudit(tx, {
            action: 'payment.debit_not_applied',
            entityType: 'payment',
            entityId: charge.payment_id,
            actor: null,
            after: { transaction_id: charge.id, amount: charge.amount_cents, reason: error.message },
          });
          refused++;
        }
      }
      return { rows: charges.length, lastId: charges.at(-1)?.charge.id ?? afterId, ok, refused };
    });
    collected += batch.ok;
    notApplied += batch.refused;
    afterId = batch.lastId;
    if (batch.rows < COLLECT_BATCH) return { collected, notApplied };
  }
}
