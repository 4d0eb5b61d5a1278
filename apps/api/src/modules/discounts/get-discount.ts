import type { Discount } from '@amparo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toDiscount } from './discount-view.ts';

export async function getDiscount(db: Executor, id: number): Promise<Discount> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, id), isNull(discounts.deleted_at)));
  if (!row) throw new AppError('DISCOUNT_NOT_FOUND');
  return toDiscount(row);
}
