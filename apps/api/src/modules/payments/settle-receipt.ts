import { formatEuro, type PaymentMethodType, receiptPaymentRefusal } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, paymentTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AuditEntry } from '../../services/audit.ts';
import { activatePolicyIfReady } from './activate-policy.ts';
import { requestReceiptPaidMail } from './mail-receipt-paid.ts';
import { awaitsGatewayOutcomeSql } from './sweep-stale-attempts.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;

export type SettleReceiptInput = {
  paymentId: number;
  amountCents: number;
  methodType: PaymentMethodType;
  paymentMethodId: number | null;
  kind: 'charge' | 'manual';
  /** Authorisation code, manual reference or SEPA end-to-end id. */
  reference: string | null;
  gateway?: string | null;
  gatewayOrder?: string | null;
  raw?: unknown;
  /** When the money moved (the gateway's or the bank's date). */
  occurredAt: Date;
  /** When the rows are written (the app's clock), their updated_at; without it, `occurredAt`. */
  now?: Date | undefined;
  /** The staff member who recorded it; null for the gateway, the bank or a job. */
  actor: AuditEntry['actor'];
  ip?: string | undefined;
  sepaFileId?: number | null;
  sepaSequenceType?: string | null;
  /** The site's address, for the link in the activation mail (omitted: the mail has no link). */
  publicUrl?: string | undefined;
};

export type SettledReceipt = { payment: PaymentRow; transaction: TransactionRow; policyActivated: boolean };

/**
 * Money arrived for one receipt: the one place a receipt becomes paid, whatever
 * brought the money (card, manual, direct debit). Run it inside the caller's
 * transaction; it locks the receipt, so two payments of one receipt queue up
 * and the second is refused. A gateway order already recorded as pending (the
 * card form) becomes this payment's transaction instead of a second row.
 */
export async function settleReceipt(tx: Executor, input: SettleReceiptInput): Promise<SettledReceipt> {
  const [receipt] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!receipt) throw new AppError('PAYMENT_NOT_FOUND');
  switch (receiptPaymentRefusal(receipt, input.amountCents)) {
    case 'RECEIPT_DELETED':
      throw new AppError('PAYMENT_NOT_FOUND');
    case 'ALREADY_PAID':
      throw new AppError('PAYMENT_ALREADY_PAID');
    case 'AMOUNT_MISMATCH':
      throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
        params: { expected: formatEuro(receipt.pending_amount_cents), given: formatEuro(input.amountCents) },
      });
    case null:
      break;
  }
  const transaction = await writeTransaction(tx, input, 'ok', null);
  const [payment] = await tx
    .update(payments)
    .set({
      pending_amount_cents: 0,
      payment_date: input.occurredAt,
      return_reason: null,
      payment_method_id: input.paymentMethodId ?? receipt.payment_method_id,
      reference: input.kind === 'manual' ? input.reference : receipt.reference,
      updated_at: input.now ?? input.occurredAt,
    })
    .where(eq(payments.id, receipt.id))
    .returning();
  const policyActivated = await activatePolicyIfReady(tx, receipt.policy_id, input);
  // The first receipt's mail is the activation's ('policy-active'); the job skips it.
  if (!policyActivated)
    await requestReceiptPaidMail(tx, { paymentId: receipt.id, transactionId: transaction.id });
  return { payment: payment!, transaction, policyActivated };
}

/**
 * The transaction row of a payment attempt. A pending row of the same gateway
 * order (written when the card form was issued), or one the sweeper closed for
 * lack of an answer, is completed in place, so an order has exactly one
 * transaction (unique gateway + gateway_order).
 */
export async function writeTransaction(
  tx: Executor,
  input: Omit<SettleReceiptInput, 'kind' | 'publicUrl'> & { kind: 'charge' | 'manual' },
  status: 'ok' | 'ko',
  reasonCode: string | null,
): Promise<TransactionRow> {
  const values = {
    payment_id: input.paymentId,
    kind: input.kind,
    amount_cents: input.amountCents,
    status,
    gateway: input.gateway ?? null,
    gateway_order: input.gatewayOrder ?? null,
    gateway_response: input.raw ?? null,
    method_type: input.methodType,
    payment_method_id: input.paymentMethodId,
    reference: input.reference,
    reason_code: reasonCode,
    sepa_file_id: input.sepaFileId ?? null,
    sepa_sequence_type: input.sepaSequenceType ?? null,
    occurred_at: input.occurredAt,
    recorded_by: input.actor?.id ?? null,
  };
  if (input.gateway && input.gatewayOrder) {
    const [completed] = await tx
      .update(paymentTransactions)
      .set({ ...values, updated_at: input.now ?? input.occurredAt })
      .where(
        and(
          eq(paymentTransactions.gateway, input.gateway),
          eq(paymentTransactions.gateway_order, input.gatewayOrder),
          awaitsGatewayOutcomeSql(),
          eq(paymentTransactions.payment_id, input.paymentId),
        ),
      )
      .returning();
    if (completed) return completed;
  }
  const [row] = await tx.insert(paymentTransactions).values(values).returning();
  return row!;
}
