// When money may settle a receipt, and when that payment brings a draft policy
// to life (spec 4, docs/payments.md). Pure: the caller reads the rows and passes them.

import { EvaluationStatus, PolicyStatus } from './enums.ts';
import { addDays } from './madrid-time.ts';

/** Why a receipt cannot take a payment of `amount` cents, or null when it can. */
export type ReceiptPaymentRefusal = 'RECEIPT_DELETED' | 'ALREADY_PAID' | 'AMOUNT_MISMATCH';

export function receiptPaymentRefusal(
  receipt: {
    deleted_at: Date | string | null;
    payment_date: Date | string | null;
    pending_amount_cents: number;
  },
  amountCents: number,
): ReceiptPaymentRefusal | null {
  if (receipt.deleted_at) return 'RECEIPT_DELETED';
  // A receipt with nothing pending is settled even without a date (a zero-price receipt).
  if (receipt.payment_date || receipt.pending_amount_cents === 0) return 'ALREADY_PAID';
  // A receipt is paid whole: a partial or excess charge is someone's mistake, never a balance to carry.
  if (amountCents !== receipt.pending_amount_cents) return 'AMOUNT_MISMATCH';
  return null;
}

type PolicyForActivation = { status: number; evaluation_status: number };

/** The phone check lets the policy start: validated, or not needed for this product (spec 4). */
export function isPhoneCheckCleared(policy: Pick<PolicyForActivation, 'evaluation_status'>): boolean {
  return (
    policy.evaluation_status === EvaluationStatus.VALIDATED ||
    policy.evaluation_status === EvaluationStatus.NOT_REQUIRED
  );
}

/**
 * A draft becomes active (paid, unsigned) when its first receipt is paid and
 * its phone check is cleared; a phone policy still under check stays a draft
 * with its receipt paid, and the check's validation is what activates it then.
 */
export function activatesPolicy(policy: PolicyForActivation, isFirstReceipt: boolean): boolean {
  return policy.status === PolicyStatus.DRAFT && isFirstReceipt && isPhoneCheckCleared(policy);
}

/** Why the customer may not pay a receipt of this policy by card now, or null when they may. */
export type CardPaymentRefusal = 'POLICY_CANCELLED' | 'PHONE_CHECK_PENDING';

export function cardPaymentRefusal(policy: PolicyForActivation): CardPaymentRefusal | null {
  if (policy.status === PolicyStatus.CANCELLED) return 'POLICY_CANCELLED';
  // The payment link opens when the check validates: taking money for a
  // phone that may be refused would only lead to a refund.
  if (policy.status === PolicyStatus.DRAFT && !isPhoneCheckCleared(policy)) return 'PHONE_CHECK_PENDING';
  return null;
}

/** Days a booking may wait for its first receipt before it is closed (UNPAID_BOOKING_CLOSE_DAYS). */
export const UNPAID_BOOKING_CLOSE_DAYS = 30;

/**
 * Whether a draft booked on `bookedOn` is closed on `today` for its unpaid first receipt (LCS art. 15:
 * "si la prima no ha sido pagada… el asegurador tiene derecho a resolver el contrato"): from `days`
 * after the booking, unless the first receipt is paid (the phone check then decides) or sits at the
 * bank in a direct-debit file, whose answer comes first.
 */
export function isUnpaidBookingClosed(input: {
  bookedOn: string;
  today: string;
  days: number;
  firstReceipt: { paid: boolean; atBank: boolean } | null;
}): boolean {
  if (input.firstReceipt?.paid || input.firstReceipt?.atBank) return false;
  return input.today >= addDays(input.bookedOn, input.days);
}

/**
 * A phone that replaced another during the year (a suplemento: `covered_from` set) is covered once its
 * own check validates; until then claims on it are refused and no certificate names it.
 */
export function awaitsReplacementCheck(risk: {
  covered_from: string | null;
  /** The phone's check status; null for a risk that is not a phone. */
  evaluation_status: number | null;
}): boolean {
  return (
    risk.covered_from !== null &&
    risk.evaluation_status !== null &&
    !isPhoneCheckCleared({ evaluation_status: risk.evaluation_status })
  );
}
