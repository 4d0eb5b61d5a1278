import {
  DISCOUNT_REFUSAL_CODES,
  type PolicyDiscountRequestSchema,
  type PolicyDiscountResult,
  type z,
} from '@amparo/contract';
import { type DiscountRule, discountRefusal } from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { discounts, policyDiscounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findDiscountByCode } from '../discounts/discount-view.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import { applyDiscount } from '../purchase/apply-discount.ts';
import { appliedDiscounts, repriceForDiscounts } from './policy-discount-pricing.ts';

type Input = z.output<typeof PolicyDiscountRequestSchema>;

async function findDiscount(tx: Executor, input: Input) {
  if (input.code !== undefined) {
    const row = await findDiscountByCode(tx, input.code);
    if (!row) throw new AppError('DISCOUNT_CODE_UNKNOWN');
    return row;
  }
  const [row] = await tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, input.discount_id!), isNull(discounts.deleted_at)));
  if (!row) throw new AppError('DISCOUNT_MISSING');
  return row;
}

/**
 * POST /policies/{id}/discount (docs/policy-admin.md): a discount usable today for this
 * policy's store and product (the domain's discountRefusal, as at booking) is
 * applied after the ones it has, its use counted in one guarded statement, the
 * premiums and owed receipts re-priced. Applying the same discount again is a
 * 409: the second click changes nothing and says so.
 */
export async function applyPolicyDiscount(
  db: Database,
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
): Promise<PolicyDiscountResult> {
  return db.transaction(async (tx) => {
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    const discount = await findDiscount(tx, input);
    const current = await appliedDiscounts(tx, policyId);
    if (current.some((d) => d.discount_id === discount.id))
      throw new AppError('POLICY_DISCOUNT_ALREADY_APPLIED');
    const refusal = discountRefusal(discount as DiscountRule, {
      now: context.now,
      storeId: policy.store_id,
      productTypeId: policy.product_type_id,
    });
    if (refusal) throw new AppError(DISCOUNT_REFUSAL_CODES[refusal]);
    const next = [
      ...current,
      { discount_id: discount.id, kind: discount.kind as DiscountRule['kind'], value: discount.value },
    ];
    const { amounts, ...result } = await repriceForDiscounts(tx, {
      policy,
      current,
      next,
      changed: { id: discount.id, code: discount.code },
      action: 'policy.discount_apply',
      actor,
      ...context,
    });
    await applyDiscount(tx, policyId, discount, amounts.at(-1) ?? 0);
    for (const [i, d] of current.entries())
      if (d.amount !== amounts[i])
        await tx
          .update(policyDiscounts)
          .set({ amount_cents: amounts[i]! })
          .where(eq(policyDiscounts.id, d.row_id));
    return result;
  });
}
