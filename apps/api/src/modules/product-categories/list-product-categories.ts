import { asc, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCategories } from '../../db/schema/index.ts';
import { view } from './category-view.ts';

export async function listProductCategories(db: Executor) {
  const rows = await db
    .select()
    .from(productCategories)
    .where(isNull(productCategories.deleted_at))
    .orderBy(asc(productCategories.name));
  return rows.map(view);
}
