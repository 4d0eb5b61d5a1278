import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Context } from './category-view.ts';
import { getProductCategory } from './get-product-category.ts';

/** A category still used by a product cannot go: the product would lose its place in the catalog. */
export async function deleteProductCategory(db: Database, actor: Actor, id: number, context: Context) {
  const before = await getProductCategory(db, id);
  const [used] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.category_id, id))
    .limit(1);
  if (used) throw new AppError('CATEGORY_HAS_PRODUCTS');
  await db.transaction(async (tx) => {
    await tx.update(productCategories).set({ deleted_at: context.now }).where(eq(productCategories.id, id));
    await writeAudit(tx, {
      action: 'product_category.delete',
      entityType: 'product_category',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
