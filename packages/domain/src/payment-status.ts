import { madridDate } from './madrid-time.ts';

// Display status of a payment (receipt), spec 4. Amounts are integer cents;
// dates are ISO strings. `now` is passed in so the rule stays pure.

export interface PaymentForStatus {
  /** Cents. Negative means a refund or credit to the customer (spec 3). */
  price: number;
  /** Cents still owed; null is read as 0. */
  pending_amount: number | null;
  payment_date: string | null;
  activation_date: string | null;
}

export type PaymentDisplayStatus = 'PAGADO' | 'ABONADO' | 'PROGRAMADO' | 'IMPAGADO' | 'PENDIENTE_ABONO';

/**
 * Rules in order (spec 4):
 * 1. paid date and price >= 0 → PAGADO; paid date and price < 0 → ABONADO.
 * 2. PENDIENTE_ABONO (condition not in the spec, our choice): a refund
 *    (price < 0) with no payment date yet, i.e. money we still owe the
 *    customer. It wins over PROGRAMADO: the customer only cares that it is due.
 * 3. activation date strictly after now → PROGRAMADO. A receipt's activation
 *    date is a calendar day in Madrid (the booking dates it there), so a plain
 *    'YYYY-MM-DD' is compared with today's Madrid date: a receipt due today is
 *    owed from Madrid's midnight, not from UTC's one or two hours later. A
 *    timestamp is compared as an instant.
 * 4. activation date at or before now and pending_amount ≠ 0 → IMPAGADO.
 * Anything else (nothing pending, or no dates at all) has no status: null.
 */
export function paymentDisplayStatus(payment: PaymentForStatus, now: Date): PaymentDisplayStatus | null {
  if (payment.payment_date) return payment.price < 0 ? 'ABONADO' : 'PAGADO';
  if (payment.price < 0) return 'PENDIENTE_ABONO';
  if (!payment.activation_date) return null;
  if (isScheduled(payment.activation_date, now)) return 'PROGRAMADO';
  if (Number.isNaN(Date.parse(payment.activation_date))) return null;
  return (payment.pending_amount ?? 0) !== 0 ? 'IMPAGADO' : null;
}

/** True when the activation is still to come: a later Madrid day, or a later instant. */
function isScheduled(activation: string, now: Date): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(activation)) return activation > (madridDate(now) ?? '');
  const instant = Date.parse(activation);
  return !Number.isNaN(instant) && instant > now.getTime();
}
