import type { Database } from '../../db/client.ts';
import { productCategories } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { getProductType } from '../product-types/get-product-type.ts';
import { type Context, type Input, view } from './category-view.ts';

export async function createProductCategory(db: Database, actor: Actor, input: Input, context: Context) {
  await getProductType(db, input.product_type_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productCategories)
      .values({
        product_type_id: input.product_type_id,
        name: input.name,
        description: input.description ?? null,
      })
      .returning();
    await writeAudit(tx, {
      action: 'product_category.create',
      entityType: 'product_category',
      entityId: row!.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return view(row!);
  });
}
