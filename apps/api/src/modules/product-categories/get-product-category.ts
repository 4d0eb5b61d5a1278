import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCategories } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { view } from './category-view.ts';

export async function getProductCategory(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.id, id), isNull(productCategories.deleted_at)));
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return view(row);
}
