import { type DiscountRule, discountRefusal } from '@amparo/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { toDiscountValidation } from './discount-view.ts';

/** GET /public-discount: the newest public campaign usable today, if any. */
export async function findPublicDiscount(db: Executor, now: Date) {
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.is_public, true),
        eq(discounts.active, true),
        isNull(discounts.deleted_at),
        isNull(discounts.store_id),
      ),
    )
    .orderBy(desc(discounts.id));
  const usable = rows.find((row) => !discountRefusal(row as DiscountRule, { now }));
  return usable ? toDiscountValidation(usable) : null;
}
