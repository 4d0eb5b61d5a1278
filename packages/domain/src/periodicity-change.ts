import type { Periodicity } from './enums.ts';
import { daysBetween } from './madrid-time.ts';
import { isSettledReceipt, type RepricingReceipt } from './policy-repricing.ts';
import { receiptPeriod } from './receipt-period.ts';

// Paying monthly or yearly from a day of the current term, when staff choose so (docs/contract.md
// "Changes during the year"; the default is the next period). The days before that day stay paid at
// the old periodicity, the days from it are paid at the new one, pro rata temporis, as a tier change:
// - an old receipt's share of the days from that day comes off: an owed receipt is cut to the days
//   before (or deleted when its period starts on or after it); a settled one's share is a credit;
// - the new periodicity's receipts cover the days from that day: the one running on it for its
//   remaining days, dated that day, the later ones whole on their own dates;
// - the credit comes off the first new receipt when that can carry it (month to year: the month
//   already paid), or is given back as a credit of its own (year to month: the year already paid).

export interface PeriodicityChangePlan {
  /** Owed receipts cut to their days before the change, from and to in cents. */
  updates: { id: number; sequence: number; activation_date: string; from: number; to: number }[];
  /** Owed receipts whose whole period is after the change. */
  deletions: { id: number; sequence: number; activation_date: string; price: number }[];
  /** The new periodicity's receipts for the days from the change. */
  additions: { sequence: number; activation_date: string; price: number }[];
  /** Settled money for days from the change that the first new receipt could not carry: < 0, a credit. */
  adjustment: number;
  /** The premium of the days from the change, before (old receipts) and after (new receipts). */
  before: number;
  after: number;
}

const daysOf = (from: string, to: string) => daysBetween(from, to) + 1;

/** The part of `price` for a period's days from `day` on, in whole cents. */
function shareFrom(day: string, period: { from: string; to: string }, price: number): number {
  if (period.to < day) return 0;
  if (period.from >= day) return price;
  return Math.round((price * daysOf(day, period.to)) / daysOf(period.from, period.to));
}

export function periodicityChangePlan(input: {
  effectiveOn: string;
  /** The periodicity the receipts were written at, and the new one. */
  from: Periodicity;
  to: Periodicity;
  /** The current term's receipts. */
  receipts: readonly RepricingReceipt[];
  /** The term's schedule at the new periodicity (one slot per receipt date, from the term's first day). */
  newSlots: readonly { activation_date: string; price: number }[];
}): PeriodicityChangePlan {
  const day = input.effectiveOn;
  const plan: PeriodicityChangePlan = {
    updates: [],
    deletions: [],
    additions: [],
    adjustment: 0,
    before: 0,
    after: 0,
  };
  let credit = 0;
  const live = input.receipts
    .filter((r) => !r.deleted && r.price >= 0)
    .sort((a, b) => a.activation_date.localeCompare(b.activation_date));
  for (const r of live) {
    const period = receiptPeriod(r.activation_date, input.from);
    const share = shareFrom(day, period, r.price);
    if (period.to < day) continue;
    plan.before += share;
    const view = { id: r.id, sequence: r.sequence, activation_date: r.activation_date };
    if (isSettledReceipt(r)) credit += share;
    else if (period.from >= day) plan.deletions.push({ ...view, price: r.price });
    else if (share > 0) plan.updates.push({ ...view, from: r.price, to: r.price - share });
  }
  // New receipts take numbers after every number ever used: a deleted receipt keeps its own.
  let sequence = Math.max(0, ...input.receipts.map((r) => r.sequence));
  for (const slot of [...input.newSlots].sort((a, b) => a.activation_date.localeCompare(b.activation_date))) {
    const period = receiptPeriod(slot.activation_date, input.to);
    if (period.to < day) continue;
    const price = shareFrom(day, period, slot.price);
    plan.after += price;
    sequence += 1;
    plan.additions.push({ sequence, activation_date: period.from >= day ? period.from : day, price });
  }
  const first = plan.additions[0];
  if (first && first.price >= credit) first.price -= credit;
  else if (credit > 0) plan.adjustment = -credit;
  return plan;
}
