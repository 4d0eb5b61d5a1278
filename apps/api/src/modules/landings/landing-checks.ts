import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts, storeLandings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export async function checkDiscount(db: Executor, storeId: number, discountId: number | null | undefined) {
  if (!discountId) return;
  const [discount] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, discountId), isNull(discounts.deleted_at)));
  if (!discount) throw new AppError('DISCOUNT_MISSING');
  if (discount.store_id !== null && discount.store_id !== storeId) throw new AppError('DISCOUNT_OTHER_STORE');
}

export async function checkSlugFree(db: Executor, slug: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: storeLandings.id })
    .from(storeLandings)
    .where(eq(storeLandings.slug, slug));
  if (taken && taken.id !== exceptId) throw new AppError('LANDING_PATH_TAKEN');
}
