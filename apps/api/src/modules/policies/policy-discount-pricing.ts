import type { PolicyDiscountResult } from '@amparo/contract';
import {
  type DiscountRule,
  discountedPremiums,
  isRepricingRefusal,
  PolicyStatus,
  premiumAccount,
  repriceOwedReceipts,
  undiscountedReceipt,
} from '@amparo/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts, payments, policies, policyDiscounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { ledgerPolicyOf, lockRepricingReceipts, repricingView, writeRepricing } from './receipt-repricing.ts';

type PolicyRow = typeof policies.$inferSelect;
export type AppliedDiscount = { row_id: number; discount_id: number; code: string; amount: number } & Pick<
  DiscountRule,
  'kind' | 'value'
>;

/** The policy's discounts in the order they were applied (each comes off what the earlier ones left). */
export async function appliedDiscounts(tx: Executor, policyId: number): Promise<AppliedDiscount[]> {
  const rows = await tx
    .select({
      row_id: policyDiscounts.id,
      discount_id: discounts.id,
      code: discounts.code,
      amount: policyDiscounts.amount_cents,
      kind: discounts.kind,
      value: discounts.value,
    })
    .from(policyDiscounts)
    .innerJoin(discounts, eq(discounts.id, policyDiscounts.discount_id))
    .where(eq(policyDiscounts.policy_id, policyId))
    .orderBy(asc(policyDiscounts.id));
  return rows.map((r) => ({ ...r, kind: r.kind as DiscountRule['kind'] }));
}

/**
 * Re-prices a policy for a new list of discounts: the undiscounted receipt is read
 * back from what the policy stores with its current discounts (undiscountedReceipt),
 * the new list is applied to it (discountedPremiums), the policy's premiums and each
 * remaining discount's amount are written and the owed receipts re-priced
 * (repriceOwedReceipts), all in the caller's transaction, then audited.
 */
export async function repriceForDiscounts(
  tx: Executor,
  input: {
    policy: PolicyRow;
    current: readonly AppliedDiscount[];
    next: readonly Pick<AppliedDiscount, 'kind' | 'value' | 'discount_id'>[];
    changed: { id: number; code: string };
    action: 'policy.discount_apply' | 'policy.discount_remove';
    actor: Actor;
    ip: string;
    now: Date;
  },
): Promise<PolicyDiscountResult & { amounts: number[] }> {
  const { policy, now } = input;
  if (policy.status === PolicyStatus.CANCELLED) throw new AppError('POLICY_CANCELLED');
  const base = undiscountedReceipt({
    periodicity: policy.periodicity,
    annual_premium: policy.annual_premium_cents,
    discounted_total: input.current.reduce((sum, d) => sum + d.amount, 0),
  });
  const priced = discountedPremiums({
    periodicity: policy.periodicity,
    base_receipt: base,
    discounts: input.next,
  });
  const rows = await lockRepricingReceipts(tx, policy.id);
  const previous = ledgerPolicyOf(policy, rows);
  const plan = repriceOwedReceipts(previous, { ...previous, ...priced }, rows);
  if (isRepricingRefusal(plan))
    throw new AppError('POLICY_RECEIPT_SETTLED_OFF_SCHEDULE', { params: { sequence: plan.sequence } });
  await tx
    .update(policies)
    .set({ premium_cents: priced.premium, annual_premium_cents: priced.annual_premium, updated_at: now })
    .where(eq(policies.id, policy.id));
  await writeRepricing(tx, policy.id, plan, now);
  const receipts = repricingView(plan);
  const after = await tx
    .select({ price: payments.price_cents, pending_amount: payments.pending_amount_cents })
    .from(payments)
    .where(and(eq(payments.policy_id, policy.id), isNull(payments.deleted_at)));
  const { paid, owed, owedReceipts } = premiumAccount(after);
  const amount = priced.amounts[input.next.findIndex((d) => d.discount_id === input.changed.id)] ?? 0;
  const result = {
    policy_id: policy.id,
    discount: { id: input.changed.id, code: input.changed.code, amount },
    premium: priced.premium,
    annual_premium: priced.annual_premium,
    receipts,
    account: { paid, owed, owed_receipts: owedReceipts },
  };
  await writeAudit(tx, {
    action: input.action,
    entityType: 'policy',
    entityId: policy.id,
    actor: input.actor,
    ip: input.ip,
    before: {
      premium: policy.premium_cents,
      annual_premium: policy.annual_premium_cents,
      discounts: input.current.map((d) => d.discount_id),
    },
    after: { ...result, discounts: input.next.map((d) => d.discount_id) },
  });
  return { ...result, amounts: priced.amounts };
}
