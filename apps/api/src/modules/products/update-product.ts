import type { Product, UpdateProductRequestSchema, z } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { getProduct } from './get-product.ts';

/** Back office: name, coverages and price ranges; the ranges are replaced as a whole. */
export async function updateProduct(
  db: Database,
  actor: Actor,
  id: number,
  input: z.output<typeof UpdateProductRequestSchema>,
  context: { now: Date; ip: string },
): Promise<Product> {
  const before = await getProduct(db, id);
  await db.transaction(async (tx) => {
    const { prices, ...fields } = input;
    if (Object.keys(fields).length > 0) {
      await tx
        .update(products)
        .set({ ...fields, updated_at: context.now })
        .where(eq(products.id, id));
    }
    if (prices) {
      await tx.delete(productPrices).where(eq(productPrices.product_id, id));
      await tx.insert(productPrices).values(
        prices.map((p) => ({
          product_id: id,
          min_value_cents: p.min_value,
          max_value_cents: p.max_value,
          price_monthly_cents: p.price_monthly,
          price_yearly_cents: p.price_yearly,
        })),
      );
    }
    const after = await getProduct(tx, id);
    await writeAudit(tx, {
      action: 'product.update',
      entityType: 'product',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after,
    });
  });
  return getProduct(db, id);
}
