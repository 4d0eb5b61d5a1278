import { linkTo } from '@amparo/contract/links';
import { firstNameOf, formatEuro, madridDate, PaymentMethodType, returnOutcome } from '@amparo/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type AuditEntry, writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { SEPA_GATEWAY } from './pending-sepa-charge.ts';

export type ReturnInput = {
  transactionId: number;
  reasonCode: string;
  returnedAt: Date;
  /** When the rows are written (the app's clock), their updated_at; without it, `returnedAt`. */
  now?: Date | undefined;
  /** Days until an insufficient-funds return goes again (setting sepa_represent_days). */
  representDays: number;
  actor: AuditEntry['actor'];
  ip?: string | undefined;
  publicUrl: string;
  /** The route's policy and receipt: the transaction must belong to them. */
  expect?: { policyId: number; paymentId: number };
};

const ACTION_TEXT = {
  present_again: (date: string | null) => `Se volverá a presentar al banco a partir del ${date}`,
  stop_ask_customer: () => 'Se detiene el cobro por domiciliación: hay que hablar con el cliente',
  stop_new_account: () =>
    'Se detiene el cobro: el cliente recibe un enlace para dar otra cuenta o pagar con tarjeta',
} as const;

/**
 * The bank returned a direct debit (an R-transaction): in the caller's
 * transaction, the charge becomes 'returned', a 'return' movement records the
 * reason, and the receipt is unpaid again (pending = price, no payment date)
 * with what happens next by the reason code (packages/domain sepa-returns).
 * The customer is told by mail, and the customer area shows 'Recibo sin pagar'.
 * Returning something that was never collected, or twice, changes nothing.
 */
export async function returnSepaCharge(tx: Executor, input: ReturnInput) {
  const [charge] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, input.transactionId))
    .for('update');
  if (!charge || (input.expect && charge.payment_id !== input.expect.paymentId))
    throw new AppError('SEPA_TRANSACTION_NOT_FOUND');
  const [receipt] = await tx.select().from(payments).where(eq(payments.id, charge.payment_id)).for('update');
  if (!receipt || (input.expect && receipt.policy_id !== input.expect.policyId))
    throw new AppError('SEPA_TRANSACTION_NOT_FOUND');
  if (
    charge.kind !== 'charge' ||
    charge.method_type !== PaymentMethodType.IBAN ||
    charge.sepa_file_id === null
  )
    throw new AppError('SEPA_RETURN_NOT_COLLECTED');
  if (charge.status === 'returned') throw new AppError('SEPA_RETURN_TWICE');
  // The bank may refuse a debit before its collection date (a reject): no money moved, the
  // receipt was never paid, and what happens next is the same as for a return.
  const rejectedBeforeCollection = charge.status === 'pending' && charge.gateway === SEPA_GATEWAY;
  if (charge.status !== 'ok' && !rejectedBeforeCollection) throw new AppError('SEPA_RETURN_NOT_COLLECTED');
  const [later] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.payment_id, receipt.id),
        gt(paymentTransactions.id, charge.id),
        eq(paymentTransactions.status, 'ok'),
      ),
    )
    .limit(1);
  if (later || (receipt.payment_date === null && !rejectedBeforeCollection))
    throw new AppError('SEPA_RETURN_NOT_LATEST');

  const returnedOn = madridDate(input.returnedAt)!;
  const outcome = returnOutcome(input.reasonCode, {
    returnedOn,
    attempts: receipt.collection_attempts,
    representDays: input.representDays,
  });
  await tx
    .update(paymentTransactions)
    .set({ status: 'returned', reason_code: outcome.reason.code, updated_at: input.now ?? input.returnedAt })
    .where(eq(paymentTransactions.id, charge.id));
  const [movement] = rejectedBeforeCollection
    ? [null]
    : await tx
        .insert(paymentTransactions)
        .values({
          payment_id: receipt.id,
          kind: 'return',
          // The money that went back, as a positive amount: the kind says its direction.
          amount_cents: charge.amount_cents,
          status: 'ok',
          method_type: PaymentMethodType.IBAN,
          payment_method_id: charge.payment_method_id,
          reference: charge.reference,
          reason_code: outcome.reason.code,
          sepa_file_id: charge.sepa_file_id,
          occurred_at: input.returnedAt,
          recorded_by: input.actor?.id ?? null,
        })
        .returning({ id: paymentTransactions.id });
  await tx
    .update(payments)
    .set({
      pending_amount_cents: receipt.price_cents,
      payment_date: null,
      return_reason: outcome.reason.code,
      returned_at: input.returnedAt,
      next_collection_date: outcome.nextCollectionDate,
      collection_stopped: outcome.stop,
      updated_at: input.now ?? input.returnedAt,
    })
    .where(eq(payments.id, receipt.id));
  await writeAudit(tx, {
    action: 'payment.return',
    entityType: 'payment',
    entityId: receipt.id,
    actor: input.actor,
    ip: input.ip,
    before: { pending_amount: receipt.pending_amount_cents, payment_date: receipt.payment_date },
    after: {
      pending_amount: receipt.price_cents,
      reason_code: outcome.reason.code,
      transaction_id: charge.id,
      return_transaction_id: movement?.id ?? null,
      next_collection_date: outcome.nextCollectionDate,
      collection_stopped: outcome.stop,
    },
  });
  const [policy] = await tx.select().from(policies).where(eq(policies.id, receipt.policy_id));
  if (policy) {
    const query = { policy_id: policy.id, payment_id: receipt.id, policy: policy.number };
    await queueMail(tx, {
      to: policy.email,
      template: 'receipt-returned',
      data: {
        holderName: firstNameOf(policy.complete_name),
        policyNumber: policy.number,
        amount: formatEuro(receipt.price_cents),
        reason: outcome.reason.label,
        nextCollectionDate: outcome.nextCollectionDate,
        askNewAccount: outcome.askNewAccount,
        payUrl: linkTo(input.publicUrl, 'purchasePayment', { query }),
        newAccountUrl: linkTo(input.publicUrl, 'customerArea', { query: { ...query, cuenta: 'nueva' } }),
      },
    });
  }
  return {
    payment_id: receipt.id,
    transaction_id: charge.id,
    reason_code: outcome.reason.code,
    reason: outcome.reason.label,
    action: outcome.reason.action,
    next_collection_date: outcome.nextCollectionDate,
    collection_stopped: outcome.stop,
    message: `Recibo devuelto (${outcome.reason.code}: ${outcome.reason.label}). ${
      outcome.stop && outcome.reason.action === 'present_again'
        ? 'Se detiene el cobro: ya se presentó demasiadas veces'
        : ACTION_TEXT[outcome.reason.action](outcome.nextCollectionDate)
    }`,
  };
}
