import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productCategories } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { getProductType } from '../product-types/get-product-type.ts';
import { type Context, type Input, view } from './category-view.ts';
import { getProductCategory } from './get-product-category.ts';

export async function updateProductCategory(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<Input>,
  context: Context,
) {
  const before = await getProductCategory(db, id);
  if (input.product_type_id) await getProductType(db, input.product_type_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productCategories)
      .set({ ...input, updated_at: context.now })
      .where(eq(productCategories.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'product_category.update',
      entityType: 'product_category',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    return view(row!);
  });
}
