import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, paymentTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { completeRefund } from './refund-receipt.ts';

type ReceiptRow = typeof payments.$inferSelect;

/**
 * Staff mark a credit (a negative receipt: a refund owed by transfer, or a card
 * refund the gateway refused) as paid out: its pending refund movement becomes
 * done with the transfer's reference, or, when the gateway had refused it, a
 * new manual refund movement records the transfer. The receipt reads ABONADO.
 */
export async function payOutCredit(
  tx: Executor,
  receipt: ReceiptRow,
  input: { reference: string; occurredAt: Date; actorId: number; now: Date },
): Promise<ReceiptRow> {
  if (receipt.pending_amount_cents === 0 || receipt.payment_date) throw new AppError('PAYMENT_ALREADY_PAID');
  const [open] = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.payment_id, receipt.id),
        eq(paymentTransactions.kind, 'refund'),
        inArray(paymentTransactions.status, ['pending', 'ko']),
      ),
    )
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  if (open?.status === 'pending') {
    await completeRefund(tx, open.id, {
      reference: input.reference,
      occurredAt: input.occurredAt,
      now: input.now,
    });
  } else {
    await tx.insert(paymentTransactions).values({
      payment_id: receipt.id,
      kind: 'refund',
      amount_cents: receipt.pending_amount_cents,
      status: 'ok',
      method_type: 2,
      reference: input.reference,
      occurred_at: input.occurredAt,
      recorded_by: input.actorId,
    });
    await tx
      .update(payments)
      .set({ pending_amount_cents: 0, payment_date: input.occurredAt, updated_at: input.now })
      .where(eq(payments.id, receipt.id));
  }
  const [paid] = await tx.select().from(payments).where(eq(payments.id, receipt.id));
  return paid!;
}
