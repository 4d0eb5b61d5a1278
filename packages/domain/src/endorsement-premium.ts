import { type Periodicity, PolicyStatus, ProductType } from './enums.ts';
import { addDays, daysBetween } from './madrid-time.ts';
import { isSettledReceipt, type RepricingReceipt } from './policy-repricing.ts';
import type { ScheduledReceipt } from './pricing.ts';
import { receiptPeriod } from './receipt-period.ts';

// What a change during the year (a "suplemento": another device, another tier) does to the
// receipts (docs/contract.md "Changes during the year"). The premium changes pro rata temporis from
// the day the change takes effect: each receipt pays its period's days before that day at its old
// price and the days from it at the new one. A receipt still owed simply takes its new price; money
// already taken is never re-priced, so the difference for a settled receipt's remaining days becomes
// an adjustment: added to the next receipt still owed, or a receipt of its own (to pay) or a credit
// (to give back) when none is left in the period.

export interface EndorsementPremiumPlan {
  /** Owed receipts whose price changes, from and to in cents. */
  updates: { id: number; sequence: number; activation_date: string; from: number; to: number }[];
  /** The settled receipts' difference no owed receipt could carry: > 0 a receipt to pay, < 0 a credit. */
  adjustment: number;
  /** The premium of the receipts from the change on, before and after, for the suplemento. */
  before: number;
  after: number;
}

/** Days of the period [from, to], both included. */
const daysOf = (from: string, to: string) => daysBetween(from, to) + 1;

/**
 * The share of a receipt's price that changes when the new premium runs from `effectiveOn`: the
 * difference times the days of its period from that day on over the period's days, in whole cents.
 */
export function proRataDifference(input: {
  activation_date: string;
  periodicity: Periodicity;
  effectiveOn: string;
  from: number;
  to: number;
}): number {
  const period = receiptPeriod(input.activation_date, input.periodicity);
  if (period.to < input.effectiveOn) return 0;
  const first = period.from > input.effectiveOn ? period.from : input.effectiveOn;
  return Math.round(((input.to - input.from) * daysOf(first, period.to)) / daysOf(period.from, period.to));
}

/**
 * The receipts of a change effective on `effectiveOn`, given the term's schedule at the new price
 * (`newSlots`, one per receipt date). Refunds, credits and deleted receipts are left alone; a receipt
 * off the new schedule (another term) is not touched.
 */
export function endorsementPremiumPlan(input: {
  periodicity: Periodicity;
  effectiveOn: string;
  receipts: readonly RepricingReceipt[];
  newSlots: readonly Pick<ScheduledReceipt, 'activation_date' | 'price'>[];
}): EndorsementPremiumPlan {
  const slots = new Map(input.newSlots.map((s) => [s.activation_date, s.price]));
  const live = input.receipts
    .filter((r) => !r.deleted && r.price >= 0 && slots.has(r.activation_date))
    .sort((a, b) => a.activation_date.localeCompare(b.activation_date));
  const plan: EndorsementPremiumPlan = { updates: [], adjustment: 0, before: 0, after: 0 };
  const owed: EndorsementPremiumPlan['updates'] = [];
  for (const r of live) {
    const difference = proRataDifference({
      activation_date: r.activation_date,
      periodicity: input.periodicity,
      effectiveOn: input.effectiveOn,
      from: r.price,
      to: slots.get(r.activation_date)!,
    });
    const touched = receiptPeriod(r.activation_date, input.periodicity).to >= input.effectiveOn;
    if (touched) {
      plan.before += r.price;
      plan.after += r.price + difference;
    }
    if (isSettledReceipt(r)) plan.adjustment += difference;
    else if (touched)
      owed.push({
        id: r.id,
        sequence: r.sequence,
        activation_date: r.activation_date,
        from: r.price,
        to: r.price + difference,
      });
  }
  // The settled receipts' share goes on the first owed receipt that can carry it (never below zero).
  const carrier = owed.find((u) => u.to + plan.adjustment >= 0);
  if (carrier && plan.adjustment !== 0) {
    carrier.to += plan.adjustment;
    plan.adjustment = 0;
  }
  plan.updates = owed.filter((u) => u.to !== u.from);
  return plan;
}

/**
 * When a change asked for on `today` takes effect: the day itself, or the next period's first day
 * (`termEnd` + 1) for a change of tier or periodicity agreed for the renewal.
 */
export function endorsementEffectiveOn(input: {
  today: string;
  termEnd: string;
  when: 'now' | 'next_period';
}): string {
  return input.when === 'next_period' ? addDays(input.termEnd, 1) : input.today;
}

/** Why a change cannot be made on `effectiveOn`, or null: only inside the current term. */
export type EndorsementDateRefusal = 'before_term' | 'after_term' | 'in_the_past';

export function endorsementDateRefusal(input: {
  effectiveOn: string;
  today: string;
  termStart: string;
  termEnd: string;
}): EndorsementDateRefusal | null {
  if (input.effectiveOn < input.today) return 'in_the_past';
  if (input.effectiveOn < input.termStart) return 'before_term';
  if (input.effectiveOn > input.termEnd) return 'after_term';
  return null;
}

/** The lines whose one insured device a suplemento can replace (a household's items go through the desk). */
export const DEVICE_CHANGE_LINES: readonly number[] = [
  ProductType.MOBILE,
  ProductType.PORTABLE,
  ProductType.SMART_TV,
];

/** A suplemento changes a policy in force: active, begun, not past its term's last day. */
export function isInForceForChange(
  policy: { status: number; starts_on?: string | null; ends_on?: string | null },
  today: string,
): boolean {
  const active =
    policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED || policy.status === PolicyStatus.ACTIVE_PAID_SIGNED;
  return (
    active && !!policy.ends_on && policy.ends_on >= today && (!policy.starts_on || policy.starts_on <= today)
  );
}

/** Whether the holder may replace the insured device today (the customer area's 'Cambiar de dispositivo'). */
export const canReplaceDevice = (
  policy: { status: number; starts_on?: string | null; ends_on?: string | null; product_type_id: number },
  today: string,
): boolean => DEVICE_CHANGE_LINES.includes(policy.product_type_id) && isInForceForChange(policy, today);
