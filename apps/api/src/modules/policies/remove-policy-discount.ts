import type { PolicyDiscountResult } from '@amparo/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { discounts, policyDiscounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import { appliedDiscounts, repriceForDiscounts } from './policy-discount-pricing.ts';

/**
 * DELETE /policies/{id}/discount/{discountId} (docs/policy-admin.md): the discount comes off
 * the policy, its use is given back, the premiums and owed receipts are
 * re-priced with the discounts left. A discount the policy does not have is a 404.
 */
export async function removePolicyDiscount(
  db: Database,
  actor: Actor,
  ids: { id: number; discountId: number },
  context: { now: Date; ip: string },
): Promise<PolicyDiscountResult> {
  return db.transaction(async (tx) => {
    const policy = await lockVisiblePolicy(tx, actor, ids.id);
    const current = await appliedDiscounts(tx, ids.id);
    const removed = current.find((d) => d.discount_id === ids.discountId);
    if (!removed) throw new AppError('POLICY_DISCOUNT_NOT_APPLIED');
    const next = current.filter((d) => d !== removed);
    const { amounts, ...result } = await repriceForDiscounts(tx, {
      policy,
      current,
      next,
      changed: { id: removed.discount_id, code: removed.code },
      action: 'policy.discount_remove',
      actor,
      ...context,
    });
    await tx.delete(policyDiscounts).where(eq(policyDiscounts.id, removed.row_id));
    await tx
      .update(discounts)
      .set({ uses: sql`${discounts.uses} - 1` })
      .where(and(eq(discounts.id, removed.discount_id), gt(discounts.uses, 0)));
    for (const [i, d] of next.entries())
      if (d.amount !== amounts[i])
        await tx
          .update(policyDiscounts)
          .set({ amount_cents: amounts[i]! })
          .where(eq(policyDiscounts.id, d.row_id));
    return { ...result, discount: { ...result.discount, amount: removed.amount } };
  });
}
