import { formatEuro, madridDate, refundableCents, refundChannel, refundRefusal } from '@amparo/domain';
import { and, desc, eq, inArray, isNull, like, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, paymentTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type AuditEntry, writeAudit } from '../../services/audit.ts';
import type { PaymentRow, TransactionRow } from './settle-receipt.ts';

export type RefundReceiptInput = {
  policyId: number;
  /** The paid receipt (positive price) money is given back from. */
  paymentId: number;
  amountCents: number;
  reason: string;
  /** The caller's key for this refund (route: Idempotency-Key; cancellation: its own id). */
  requestKey: string;
  actor: AuditEntry['actor'];
  ip?: string | undefined;
  now: Date;
};

export type RecordedRefund = {
  /** The refund receipt: negative price, unpaid until the money has gone back. */
  refund: PaymentRow;
  /** Its 'refund' transaction: pending until the gateway (or staff, for a transfer) confirms. */
  transaction: TransactionRow;
  channel: 'card' | 'transfer';
  /** The gateway order of the original card payment (the gateway refunds against it). */
  originalOrder: string | null;
  refundableCents: number;
  /** A repeated request: the refund recorded the first time, nothing new written. */
  replayed: boolean;
};

/** The unique idempotency key of a refund transaction: also how a receipt's refunds are found. */
const keyPrefix = (paymentId: number) => `refund:${paymentId}:`;

/**
 * Records a refund of all or part of a paid receipt, inside the caller's
 * transaction (the refund route, and later withdrawal and cancellation): a new
 * receipt with a negative price (spec 3) and a pending 'refund' transaction,
 * audited. The original receipt is locked, so two refunds of it queue up and
 * the second sees the first: never more than what was paid minus earlier
 * refunds. The same request key answers the same refund (unique key).
 * The gateway is not called here: money cannot be taken back by a rollback, so
 * `sendCardRefund` calls it once this transaction has committed.
 */
export async function refundReceipt(tx: Executor, input: RefundReceiptInput): Promise<RecordedRefund> {
  const [original] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.policy_id, input.policyId)))
    .for('update');
  if (!original) throw new AppError('PAYMENT_NOT_FOUND');
  const earlier = await tx
    .select({ transaction: paymentTransactions, receipt: payments })
    .from(paymentTransactions)
    .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
    .where(
      and(
        like(paymentTransactions.idempotency_key, `${keyPrefix(original.id)}%`),
        isNull(payments.deleted_at),
      ),
    );
  const paidWith = await paidWithTransaction(tx, original.id);
  const channel = refundChannel(paidWith);
  const originalOrder = channel === 'card' ? paidWith!.gateway_order : null;
  const key = `${keyPrefix(original.id)}${input.requestKey}`;
  const replay = earlier.find((e) => e.transaction.idempotency_key === key);
  const earlierCents = earlier.reduce((sum, e) => sum + Math.abs(e.receipt.price_cents), 0);
  if (replay) {
    if (Math.abs(replay.receipt.price_cents) !== input.amountCents)
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return {
      refund: replay.receipt,
      transaction: replay.transaction,
      channel,
      originalOrder,
      refundableCents: refundableCents(original, earlierCents),
      replayed: true,
    };
  }
  switch (refundRefusal(original, earlierCents, input.amountCents)) {
    case 'RECEIPT_DELETED':
      throw new AppError('PAYMENT_NOT_FOUND');
    case 'NOT_A_CHARGE':
      throw new AppError('REFUND_NOT_A_CHARGE');
    case 'NOT_PAID':
      throw new AppError('REFUND_NOT_PAID');
    case 'AMOUNT_INVALID':
    case 'EXCEEDS_REFUNDABLE':
      throw new AppError('REFUND_EXCEEDS_PAID', {
        params: { refundable: formatEuro(refundableCents(original, earlierCents)) },
      });
    case null:
      break;
  }
  const [last] = await tx
    .select({ sequence: max(payments.sequence) })
    .from(payments)
    .where(eq(payments.policy_id, original.policy_id));
  const [refund] = await tx
    .insert(payments)
    .values({
      policy_id: original.policy_id,
      sequence: (last?.sequence ?? 0) + 1,
      price_cents: -input.amountCents,
      pending_amount_cents: -input.amountCents,
      activation_date: madridDate(input.now)!,
      payment_method_id: original.payment_method_id,
    })
    .returning();
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({
      payment_id: refund!.id,
      kind: 'refund',
      // Money going back to the customer: negative, like the refund receipt's price.
      amount_cents: -input.amountCents,
      status: 'pending',
      gateway: channel === 'card' ? paidWith!.gateway : null,
      idempotency_key: key,
      method_type: paidWith?.method_type ?? null,
      payment_method_id: paidWith?.payment_method_id ?? original.payment_method_id,
      // What staff quote to the bank or the gateway: the order or reference of the payment refunded.
      reference: paidWith?.gateway_order ?? paidWith?.reference ?? null,
      gateway_response: { refund_of: original.id, reason: input.reason },
      occurred_at: input.now,
      recorded_by: input.actor?.id ?? null,
    })
    .returning();
  await writeAudit(tx, {
    action: 'payment.refund',
    entityType: 'payment',
    entityId: original.id,
    actor: input.actor,
    ip: input.ip,
    after: { refund_payment_id: refund!.id, amount_cents: input.amountCents, reason: input.reason, channel },
  });
  return {
    refund: refund!,
    transaction: transaction!,
    channel,
    originalOrder,
    refundableCents: refundableCents(original, earlierCents + input.amountCents),
    replayed: false,
  };
}

/** The transaction that paid a receipt (the last successful charge or manual payment), or null. */
async function paidWithTransaction(tx: Executor, paymentId: number): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.payment_id, paymentId),
        eq(paymentTransactions.status, 'ok'),
        inArray(paymentTransactions.kind, ['charge', 'manual']),
      ),
    )
    .orderBy(desc(paymentTransactions.occurred_at), desc(paymentTransactions.id))
    .limit(1);
  return row ?? null;
}

/** Marks a refund receipt as given back (ABONADO), with its transaction, in the caller's transaction. */
export async function completeRefund(
  tx: Executor,
  transactionId: number,
  outcome: { reference: string | null; raw?: unknown; occurredAt: Date; now: Date },
): Promise<void> {
  const [done] = await tx
    .update(paymentTransactions)
    .set({
      status: 'ok',
      reference: sql`coalesce(${outcome.reference}, ${paymentTransactions.reference})`,
      gateway_response: sql`coalesce(${paymentTransactions.gateway_response}, '{}'::jsonb) || ${JSON.stringify({ gateway: outcome.raw ?? null })}::jsonb`,
      occurred_at: outcome.occurredAt,
      updated_at: outcome.now,
    })
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending')))
    .returning();
  if (!done) return;
  await tx
    .update(payments)
    .set({ pending_amount_cents: 0, payment_date: outcome.occurredAt, updated_at: outcome.now })
    .where(eq(payments.id, done.payment_id));
}
