import type { BookedPolicy, Discount } from '@amparo/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts, policyDiscounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Counts one use of the discount code and records what it took off the
 * policy, at booking or added by staff later. The use is counted in one guarded
 * statement, so two bookings cannot both take the last use of a limited code.
 */
export async function applyDiscount(
  tx: Executor,
  policyId: number,
  discount: Pick<Discount, 'id' | 'code'> | null,
  amount: number,
): Promise<BookedPolicy['discount']> {
  if (!discount) return null;
  const used = await tx
    .update(discounts)
    .set({ uses: sql`${discounts.uses} + 1` })
    .where(
      and(
        eq(discounts.id, discount.id),
        or(isNull(discounts.max_uses), sql`${discounts.uses} < ${discounts.max_uses}`),
      ),
    )
    .returning({ id: discounts.id });
  if (used.length === 0) throw new AppError('DISCOUNT_EXHAUSTED');
  await tx
    .insert(policyDiscounts)
    .values({ policy_id: policyId, discount_id: discount.id, amount_cents: amount });
  return { code: discount.code, amount };
}
