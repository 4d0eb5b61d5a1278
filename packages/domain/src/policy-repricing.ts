import { Periodicity } from './enums.ts';
import { type DiscountRule, discountedReceipt } from './pricing.ts';
import {
  type LedgerPolicy,
  type LedgerReceipt,
  policySchedule,
  receiptsPerYear,
  remainingReceipts,
} from './receipt-ledger.ts';

// Repricing a policy's receipts after staff change its premium, periodicity or
// start, or apply or remove a discount (docs/policy-admin.md; spec 7 PATCH /policies/{id}/admin
// and POST/DELETE /policies/{id}/discount). The new year is the ledger's
// policySchedule of the changed policy; receipts still owed take the price of
// their slot, owed receipts off the new schedule are deleted, uncovered slots get
// new receipts (remainingReceipts). A receipt paid, partly paid or with the bank
// never changes: money already taken is not re-priced.

export type RepricingReceipt = LedgerReceipt & { id: number };

export interface RepricingPlan {
  /** Owed receipts whose price changes: `from` and `to` in cents. */
  updates: { id: number; sequence: number; activation_date: string; from: number; to: number }[];
  /** Owed receipts on dates the new schedule no longer has (a periodicity change). */
  deletions: { id: number; sequence: number; activation_date: string; price: number }[];
  /** New receipts for slots no live receipt covers. */
  additions: { sequence: number; activation_date: string; price: number }[];
  /** Settled receipts kept as they are. */
  kept: { id: number; sequence: number; activation_date: string; price: number }[];
}

/** A settled receipt would sit off the new schedule: its money was taken for a period that no longer exists. */
export type RepricingRefusal = { refusal: 'settled_off_schedule'; sequence: number };

/** Paid, partly paid, or sent to the bank and not yet back: the receipt's price is history. */
export const isSettledReceipt = (r: LedgerReceipt): boolean =>
  r.payment_date !== null || r.pending_amount !== r.price || r.in_collection === true;

const isLivePremium = (r: LedgerReceipt) => !r.deleted && r.price >= 0;

export function isRepricingRefusal(value: RepricingPlan | RepricingRefusal): value is RepricingRefusal {
  return 'refusal' in value;
}

/**
 * What the receipts become when the policy changes from `previous` to `next`.
 * Refunds and credits (negative receipts) and deleted receipts are left alone. A
 * slot the change uncovers (a periodicity change) gets a new receipt; a gap that
 * was already there before the change (an unpaid receipt staff deleted, a policy
 * with no receipts yet) stays a gap: "Crear recibos pendientes" is for those.
 */
export function repriceOwedReceipts(
  previous: LedgerPolicy,
  next: LedgerPolicy,
  receipts: readonly RepricingReceipt[],
): RepricingPlan | RepricingRefusal {
  const slots = new Map(policySchedule(next).map((s) => [s.activation_date, s.price]));
  const plan: RepricingPlan = { updates: [], deletions: [], additions: [], kept: [] };
  for (const r of receipts.filter(isLivePremium)) {
    const slotPrice = slots.get(r.activation_date);
    const view = { id: r.id, sequence: r.sequence, activation_date: r.activation_date };
    if (isSettledReceipt(r)) {
      if (slotPrice === undefined) return { refusal: 'settled_off_schedule', sequence: r.sequence };
      plan.kept.push({ ...view, price: r.price });
    } else if (slotPrice === undefined) {
      plan.deletions.push({ ...view, price: r.price });
    } else if (slotPrice !== r.price) {
      plan.updates.push({ ...view, from: r.price, to: slotPrice });
    }
  }
  const gapsBefore = new Set(remainingReceipts(previous, receipts).map((slot) => slot.activation_date));
  const deleted = new Set(plan.deletions.map((d) => d.id));
  plan.additions = remainingReceipts(
    next,
    receipts.map((r) => (deleted.has(r.id) ? { ...r, deleted: true } : r)),
  ).filter((slot) => !gapsBefore.has(slot.activation_date));
  return plan;
}

/** The policy's figures once its discounts are applied to the undiscounted receipt price. */
export interface DiscountedPremiums {
  /** First receipt (policies.premium_cents). */
  premium: number;
  /** The year (policies.annual_premium_cents). */
  annual_premium: number;
  /** What each discount takes off the year, in the order given (policy_discounts.amount_cents). */
  amounts: number[];
}

/**
 * Discounts one after the other on each receipt of the year, the way a booking
 * applies its code (pricing.ts discountedReceipt: a percentage off every receipt,
 * a fixed amount off the first).
 */
export function discountedPremiums(input: {
  periodicity: Periodicity;
  /** One receipt before any discount. */
  base_receipt: number;
  discounts: readonly Pick<DiscountRule, 'kind' | 'value'>[];
}): DiscountedPremiums {
  const n = receiptsPerYear(input.periodicity);
  const amounts = input.discounts.map(() => 0);
  const receipts = Array.from({ length: n }, (_, i) =>
    input.discounts.reduce((price, discount, d) => {
      const after = discountedReceipt(price, discount, i === 0);
      amounts[d]! += price - after;
      return after;
    }, input.base_receipt),
  );
  return {
    premium: receipts[0]!,
    annual_premium: receipts.reduce((sum, r) => sum + r, 0),
    amounts,
  };
}

/**
 * One receipt before discounts, read back from what the policy stores: the year's
 * premium plus what its discounts took, spread over the year's receipts. Exact for
 * any booking (each receipt of a booking starts from the same band price).
 */
export function undiscountedReceipt(input: {
  periodicity: Periodicity;
  annual_premium: number;
  discounted_total: number;
}): number {
  return Math.round((input.annual_premium + input.discounted_total) / receiptsPerYear(input.periodicity));
}

/** The premium pair an admin edit leads to, or why it cannot be. */
export type PremiumChangeRefusal = 'yearly_mismatch' | 'annual_below_receipt';

/**
 * The premium (first receipt) and annual premium after an admin edit. A figure
 * not given follows from the other and the periodicity: a yearly policy has one
 * receipt, so both are equal; a monthly one has twelve, each at `premium` unless
 * both figures are given (the others then share the rest, policySchedule).
 */
export function adminPremiums(input: {
  periodicity: Periodicity;
  current: { periodicity: Periodicity; premium: number; annual_premium: number };
  premium?: number | undefined;
  annual_premium?: number | undefined;
}): { premium: number; annual_premium: number } | { refusal: PremiumChangeRefusal } {
  const yearly = input.periodicity === Periodicity.YEARLY;
  let { premium, annual_premium } = input;
  if (premium === undefined && annual_premium === undefined) {
    if (input.periodicity === input.current.periodicity)
      return { premium: input.current.premium, annual_premium: input.current.annual_premium };
    annual_premium = input.current.annual_premium;
    premium = yearly ? annual_premium : Math.floor(annual_premium / 12);
  } else if (premium === undefined) {
    premium = yearly ? annual_premium! : Math.floor(annual_premium! / 12);
  } else if (annual_premium === undefined) {
    annual_premium = yearly ? premium : premium * 12;
  }
  if (yearly && premium !== annual_premium) return { refusal: 'yearly_mismatch' };
  if (!yearly && annual_premium! < premium!) return { refusal: 'annual_below_receipt' };
  return { premium: premium!, annual_premium: annual_premium! };
}
