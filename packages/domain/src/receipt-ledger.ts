import { Periodicity } from './enums.ts';
import { addMonths, type ScheduledReceipt } from './pricing.ts';

// The receipts of a policy's year as a ledger (spec 3 Payment, docs/payments.md). All
// money is integer cents. Premium receipts have a positive price; refunds and
// credits are receipts with a negative price, on top of the premium. The rule
// this file keeps: the live (not deleted) premium receipts of a policy add up
// to its annual premium after discounts, whatever was paid, returned, refunded
// or deleted on the way.

/** What the ledger needs of a policy: the figures stored when it was booked. */
export interface LedgerPolicy {
  periodicity: Periodicity;
  /** First day of cover, 'YYYY-MM-DD': the first receipt's activation date. */
  starts_on: string;
  /** The first receipt's price after discounts (policies.premium_cents). */
  premium: number;
  /** The year's premium after discounts (policies.annual_premium_cents). */
  annual_premium: number;
}

export interface LedgerReceipt {
  sequence: number;
  price: number;
  pending_amount: number;
  activation_date: string;
  payment_date: string | null;
  deleted: boolean;
  /** Sent to the bank in a SEPA file and neither paid nor returned yet: the money may still arrive. */
  in_collection?: boolean;
}

/** How many receipts a year has with a periodicity (monthly 12, yearly 1). */
export const receiptsPerYear = (periodicity: Periodicity): number =>
  periodicity === Periodicity.YEARLY ? 1 : 12;

/**
 * The year's receipts rebuilt from what the policy stores. The schedule at
 * booking (receiptSchedule) has the first receipt at `premium` and the others
 * equal, so the others are (annual − first) / (n − 1); a remainder, which no
 * booking produces, goes one cent at a time to the last receipts so that the
 * sum is always the annual premium.
 */
export function policySchedule(policy: LedgerPolicy): ScheduledReceipt[] {
  const n = receiptsPerYear(policy.periodicity);
  if (n === 1) return [{ sequence: 1, activation_date: policy.starts_on, price: policy.annual_premium }];
  const rest = policy.annual_premium - policy.premium;
  const base = Math.floor(rest / (n - 1));
  const extra = rest - base * (n - 1);
  return Array.from({ length: n }, (_, i) => ({
    sequence: i + 1,
    activation_date: addMonths(policy.starts_on, i),
    price: i === 0 ? policy.premium : base + (i > n - 1 - extra ? 1 : 0),
  }));
}

// A zero receipt (a 100 % discount) is still a premium receipt: it covers its month.
const isPremium = (r: LedgerReceipt) => !r.deleted && r.price >= 0;

/**
 * The receipts still owed: every slot of the year (by activation date) that no
 * live premium receipt covers, e.g. after staff deleted an unpaid receipt or a
 * booking was cut short. New receipts take sequence numbers after the highest
 * one ever used, deleted receipts included, because a deleted receipt keeps
 * its number (the database holds one number per policy).
 */
export function remainingReceipts(
  policy: LedgerPolicy,
  receipts: readonly LedgerReceipt[],
): ScheduledReceipt[] {
  const covered = new Set(receipts.filter(isPremium).map((r) => r.activation_date));
  let next = Math.max(0, ...receipts.map((r) => r.sequence));
  return policySchedule(policy)
    .filter((slot) => !covered.has(slot.activation_date))
    .map((slot) => ({ ...slot, sequence: ++next }));
}

export type ReceiptDeletionRefusal = 'deleted' | 'paid' | 'in_collection';

/** Only an unpaid receipt may be deleted, and not while the bank may still be collecting it. */
export function receiptDeletionRefusal(receipt: LedgerReceipt): ReceiptDeletionRefusal | null {
  if (receipt.deleted) return 'deleted';
  if (receipt.payment_date !== null || receipt.pending_amount !== receipt.price) return 'paid';
  if (receipt.in_collection) return 'in_collection';
  return null;
}

/**
 * A refund or credit to the customer: a receipt with a negative price, owed
 * until it is paid out. `amount` is the positive number of cents given back.
 */
export function creditReceipt(input: {
  amount: number;
  sequence: number;
  activation_date: string;
}): ScheduledReceipt & { pending_amount: number } {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new RangeError('A refund or credit is a positive whole number of cents');
  }
  return {
    sequence: input.sequence,
    activation_date: input.activation_date,
    price: -input.amount,
    pending_amount: -input.amount,
  };
}

/** The sums the ledger's rule is checked with. */
export function ledgerTotals(receipts: readonly LedgerReceipt[]) {
  const live = receipts.filter((r) => !r.deleted);
  const sum = (rows: readonly LedgerReceipt[], pick: (r: LedgerReceipt) => number) =>
    rows.reduce((total, r) => total + pick(r), 0);
  return {
    premium: sum(live.filter(isPremium), (r) => r.price),
    credits: sum(
      live.filter((r) => r.price < 0),
      (r) => r.price,
    ),
    collected: sum(live.filter(isPremium), (r) => r.price - r.pending_amount),
    owed: sum(live.filter(isPremium), (r) => r.pending_amount),
  };
}
