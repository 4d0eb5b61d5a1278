import { cardPaymentRefusal, PaymentMethodType, receiptPaymentRefusal } from '@amparo/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, payments, paymentTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { refuseIfInBank } from '../sepa/pending-sepa-charge.ts';
import type { PolicyRow } from './payment-access.ts';
import type { PaymentRow } from './settle-receipt.ts';

/** A receipt of the policy the customer may pay by card now, or the reason in Spanish. */
export async function payableReceipt(
  db: Executor,
  policy: PolicyRow,
  paymentId: number,
): Promise<PaymentRow> {
  const [receipt] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.policy_id, policy.id), isNull(payments.deleted_at)));
  if (!receipt) throw new AppError('PAYMENT_NOT_FOUND');
  // A refund receipt (negative price) is money we owe: it is given back, never charged.
  if (receipt.price_cents < 0) throw new AppError('PAYMENT_IS_CREDIT');
  if (receiptPaymentRefusal(receipt, receipt.pending_amount_cents) === 'ALREADY_PAID')
    throw new AppError('PAYMENT_ALREADY_PAID');
  await refuseIfInBank(db, receipt.id);
  switch (cardPaymentRefusal(policy)) {
    case 'POLICY_CANCELLED':
      throw new AppError('POLICY_CANCELLED');
    case 'PHONE_CHECK_PENDING':
      throw new AppError('PAYMENT_PHONE_CHECK_PENDING');
    case null:
      return receipt;
  }
}

/** Is this the policy's first receipt (lowest sequence still standing)? Its payment keeps the card on file. */
export async function isFirstReceipt(db: Executor, receipt: PaymentRow): Promise<boolean> {
  const [first] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.policy_id, receipt.policy_id), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence))
    .limit(1);
  return first?.id === receipt.id;
}

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The policy's active card with a card-on-file reference, the default one first. */
export async function storedCard(db: Executor, policyId: number): Promise<PaymentMethodRow | null> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.policy_id, policyId),
        eq(paymentMethods.type, PaymentMethodType.CARD),
        eq(paymentMethods.active, true),
      ),
    )
    .orderBy(desc(paymentMethods.is_default), desc(paymentMethods.id));
  return rows.find((m) => m.card_reference) ?? null;
}

/**
 * Records a card attempt before the gateway hears of it: a pending transaction
 * whose gateway order is unique, so the notification (or the REST answer)
 * finds exactly one attempt to complete. An idempotency key refuses a second
 * attempt of the same charge (the scheduled job's receipt and date): null then.
 */
export async function recordPendingAttempt(
  db: Executor,
  input: {
    receipt: PaymentRow;
    gateway: string;
    order: string;
    methodId: number | null;
    idempotencyKey?: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(paymentTransactions)
    .values({
      payment_id: input.receipt.id,
      kind: 'charge',
      amount_cents: input.receipt.pending_amount_cents,
      status: 'pending',
      gateway: input.gateway,
      gateway_order: input.order,
      method_type: PaymentMethodType.CARD,
      payment_method_id: input.methodId,
      idempotency_key: input.idempotencyKey ?? null,
      occurred_at: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
