// Refunds of a paid receipt (docs/payments.md, Refunds; spec 3: a refund is a receipt with a
// negative price). Pure rules: what may still be given back, and how.

export type RefundableReceipt = {
  price_cents: number;
  pending_amount_cents: number;
  payment_date: Date | string | null;
  deleted_at: Date | string | null;
};

export type RefundRefusal =
  | 'RECEIPT_DELETED'
  | 'NOT_A_CHARGE'
  | 'NOT_PAID'
  | 'AMOUNT_INVALID'
  | 'EXCEEDS_REFUNDABLE';

/**
 * Cents that may still be refunded: what the customer paid for the receipt
 * minus every earlier refund of it (given back or still owed: a refund waiting
 * for a transfer is money already promised). Never negative.
 */
export function refundableCents(receipt: RefundableReceipt, earlierRefundsCents: number): number {
  if (receipt.deleted_at || receipt.price_cents <= 0 || !receipt.payment_date) return 0;
  return Math.max(0, receipt.price_cents - receipt.pending_amount_cents - Math.abs(earlierRefundsCents));
}

/** Why this refund cannot be made, or null: only a paid charge, in whole cents, up to what is left. */
export function refundRefusal(
  receipt: RefundableReceipt,
  earlierRefundsCents: number,
  amountCents: number,
): RefundRefusal | null {
  if (receipt.deleted_at) return 'RECEIPT_DELETED';
  // A refund receipt (negative) or a zero-price one has nothing to give back.
  if (receipt.price_cents <= 0) return 'NOT_A_CHARGE';
  if (!receipt.payment_date) return 'NOT_PAID';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'AMOUNT_INVALID';
  if (amountCents > refundableCents(receipt, earlierRefundsCents)) return 'EXCEEDS_REFUNDABLE';
  return null;
}

/**
 * How the money goes back: to the card through the gateway when the receipt
 * was paid by card with a gateway order (the gateway refunds against that
 * order); otherwise by bank transfer, which staff record as done.
 */
export function refundChannel(
  paidWith: { gateway: string | null; gateway_order: string | null } | null,
): 'card' | 'transfer' {
  return paidWith?.gateway && paidWith.gateway_order ? 'card' : 'transfer';
}

/** Stored-card charges of a receipt the daily job makes: the first on its date, then every 3 days, 4 in all. */
export const STORED_CARD_RETRY_DAYS = 3;
export const STORED_CARD_MAX_ATTEMPTS = 4;

/**
 * Which attempt (1-based) the daily job may make today for one receipt, given
 * the dates (YYYY-MM-DD, Madrid) of its earlier refused attempts; null when it
 * must wait, or when every attempt was used (the customer is asked instead).
 */
export function storedCardAttemptDue(refusedOn: readonly string[], today: string): number | null {
  if (refusedOn.length === 0) return 1;
  if (refusedOn.length >= STORED_CARD_MAX_ATTEMPTS) return null;
  const last = [...refusedOn].sort().at(-1)!;
  const next = new Date(`${last}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + STORED_CARD_RETRY_DAYS);
  return today >= next.toISOString().slice(0, 10) ? refusedOn.length + 1 : null;
}
