import {
  addDays,
  addMonths,
  discountedPremiums,
  type EndorsementPremiumPlan,
  endorsementPremiumPlan,
  findPriceBand,
  Periodicity,
  POLICY_TERM_MONTHS,
  type PriceBand,
  policySchedule,
  type RepricingPlan,
} from '@amparo/domain';
import { and, eq, gte, lte, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, policies, policyEndorsements, policyRenewals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { currentPaymentMethod } from '../payments/current-payment-method.ts';
import { appliedDiscounts } from '../policies/policy-discount-pricing.ts';
import { lockRepricingReceipts, writeRepricing } from '../policies/receipt-repricing.ts';
import { uninsurableValue } from '../purchase/quote-price.ts';

type PolicyRow = typeof policies.$inferSelect;

/** One receipt before discounts for a value in a product's bands at a periodicity; 422 when no band takes it. */
export function bandReceipt(bands: readonly PriceBand[], value: number, periodicity: number): number {
  const band = findPriceBand(bands, value);
  if (!band) throw uninsurableValue(value);
  return periodicity === Periodicity.MONTHLY ? band.price_monthly : band.price_yearly;
}

/**
 * The current term's receipts (locked) and its schedule at `baseReceipt` (one receipt before discounts)
 * at `periodicity` (the policy's own unless given): the first year keeps the booking's discounts (the
 * renewal prices on the tariff without them, renew-policies.ts), the later ones do not.
 */
export async function termSchedule(
  tx: Executor,
  policy: PolicyRow,
  input: { today: string; baseReceipt: number; periodicity?: Periodicity },
) {
  const termEnd = policy.ends_on;
  if (!termEnd) throw new AppError('ENDORSEMENT_POLICY_NOT_IN_FORCE');
  const [renewed] = await tx
    .select({ id: policyRenewals.id })
    .from(policyRenewals)
    .where(
      and(
        eq(policyRenewals.policy_id, policy.id),
        eq(policyRenewals.status, 'renewed'),
        lte(policyRenewals.term_starts_on, input.today),
      ),
    )
    .limit(1);
  const termStart = renewed ? addMonths(addDays(termEnd, 1), -POLICY_TERM_MONTHS) : '0000-01-01';
  const rows = (await lockRepricingReceipts(tx, policy.id)).filter(
    (r) => r.activation_date >= termStart && r.activation_date <= termEnd,
  );
  const periodicity = input.periodicity ?? policy.periodicity;
  const priced = discountedPremiums({
    periodicity,
    base_receipt: input.baseReceipt,
    discounts: renewed ? [] : await appliedDiscounts(tx, policy.id),
  });
  // A periodicity changed from a day of this term leaves receipts of both periodicities in it, which
  // the pro-rata rules (one periodicity per term) cannot price: later changes wait for the next period.
  const [periodicityChanged] = await tx
    .select({ id: policyEndorsements.id })
    .from(policyEndorsements)
    .where(
      and(
        eq(policyEndorsements.policy_id, policy.id),
        eq(policyEndorsements.kind, 'periodicity'),
        eq(policyEndorsements.status, 'applied'),
        // The first term has no start to compare with ('0000-01-01' is no date to PostgreSQL).
        renewed ? gte(policyEndorsements.effective_on, termStart) : undefined,
        lte(policyEndorsements.effective_on, termEnd),
      ),
    )
    .limit(1);
  const first = rows.filter((r) => !r.deleted && r.price >= 0)[0]?.activation_date ?? termStart;
  const newSlots = policySchedule({
    periodicity,
    starts_on: first,
    premium: priced.premium,
    annual_premium: priced.annual_premium,
  });
  // The receipt from now on: a month's (not the first, which carries a fixed discount), or the year's.
  return {
    rows,
    newSlots,
    receiptPrice: newSlots[1]?.price ?? priced.premium,
    mixedPeriodicities: periodicityChanged !== undefined,
  };
}

/** The current term's receipts re-priced for a change effective on `effectiveOn` (domain endorsementPremiumPlan). */
export async function planTermReceipts(
  tx: Executor,
  policy: PolicyRow,
  input: { effectiveOn: string; today: string; baseReceipt: number },
): Promise<{ plan: EndorsementPremiumPlan; receiptPrice: number; repriced: boolean }> {
  const { rows, newSlots, receiptPrice, mixedPeriodicities } = await termSchedule(tx, policy, input);
  if (mixedPeriodicities) {
    // Nothing of this term re-priced (see termSchedule): the premium of its rest stays as it is.
    const rest = rows
      .filter((r) => !r.deleted && r.price >= 0 && r.activation_date >= input.effectiveOn)
      .reduce((sum, r) => sum + r.price, 0);
    const plan = { updates: [], adjustment: 0, before: rest, after: rest };
    return { plan, receiptPrice: policy.premium_cents, repriced: false };
  }
  const plan = endorsementPremiumPlan({
    periodicity: policy.periodicity,
    effectiveOn: input.effectiveOn,
    receipts: rows,
    newSlots,
  });
  return { plan, receiptPrice, repriced: true };
}

/**
 * Writes a plan in the caller's transaction: the owed receipts' new prices (and, for a periodicity
 * change, the receipts dropped and added), the adjustment as a receipt (to pay) or a credit (to give
 * back) dated the change's day, and the policy's premiums: the year's sum moves by what the premium
 * receipts moved (`annualMove` when the caller knows it); `premium_cents` is the receipt from now on.
 */
export async function writeTermReceipts(
  tx: Executor,
  policy: PolicyRow,
  plan: Pick<EndorsementPremiumPlan, 'updates' | 'adjustment'> &
    Partial<Pick<RepricingPlan, 'deletions' | 'additions'>>,
  input: {
    effectiveOn: string;
    receiptPrice: number;
    now: Date;
    annualMove?: number;
    periodicity?: Periodicity;
  },
): Promise<void> {
  await writeRepricing(
    tx,
    policy.id,
    { updates: plan.updates, deletions: plan.deletions ?? [], additions: plan.additions ?? [], kept: [] },
    input.now,
  );
  if (plan.adjustment !== 0) {
    const [last] = await tx
      .select({ sequence: max(payments.sequence) })
      .from(payments)
      .where(eq(payments.policy_id, policy.id));
    const method = await currentPaymentMethod(tx, policy.id);
    await tx.insert(payments).values({
      policy_id: policy.id,
      sequence: (last?.sequence ?? 0) + 1,
      price_cents: plan.adjustment,
      pending_amount_cents: plan.adjustment,
      activation_date: input.effectiveOn,
      payment_method_id: method?.id ?? null,
    });
  }
  const moved =
    input.annualMove ??
    plan.updates.reduce((sum, u) => sum + u.to - u.from, 0) + Math.max(0, plan.adjustment);
  await tx
    .update(policies)
    .set({
      premium_cents: input.receiptPrice,
      annual_premium_cents: Math.max(0, policy.annual_premium_cents + moved),
      periodicity: input.periodicity ?? policy.periodicity,
      updated_at: input.now,
    })
    .where(eq(policies.id, policy.id));
}
