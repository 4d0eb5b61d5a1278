import type { CustomerPolicy } from '@amparo/contract';
import { netPaidCents } from '@amparo/domain';

/**
 * What a withdrawal gives back, as the customer sees it before confirming: what was paid on the
 * policy's receipts minus any refund already made (the same domain rule the server settles with).
 */
export function paidOnPolicyCents(payments: CustomerPolicy['payments']): number {
  return netPaidCents(
    payments.map((p) => ({
      id: p.id,
      sequence: p.sequence,
      activation_date: p.activation_date,
      price_cents: p.price,
      pending_amount_cents: p.pending_amount,
      payment_date: p.payment_date,
      deleted_at: null,
    })),
  );
}

/** Live receipts with nothing paid: the withdrawal cancels them. */
export function hasUnpaidReceipts(payments: CustomerPolicy['payments']): boolean {
  return payments.some((p) => p.price > 0 && p.payment_date === null);
}
