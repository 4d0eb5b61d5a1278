import type { Product, UpdateProductRequestSchema, z } from '@amparo/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof productPrices.$inferSelect;

const toProduct = (row: ProductRow, prices: PriceRow[]): Product => ({
  id: row.id,
  product_type_id: row.product_type_id,
  category_id: row.category_id,
  name: row.name,
  reference: row.reference,
  tier: row.tier as Product['tier'],
  coverages: row.coverages,
  active: row.active,
  prices: prices
    .filter((p) => p.product_id === row.id)
    .sort((a, b) => a.min_value_cents - b.min_value_cents)
    .map((p) => ({
      id: p.id,
      min_value: p.min_value_cents,
      max_value: p.max_value_cents,
      price_monthly: p.price_monthly_cents,
      price_yearly: p.price_yearly_cents,
    })),
});

const TIER_ORDER: Record<string, number> = { basic: 0, intermediate: 1, top: 2 };

/** Products with their price ranges, basic before intermediate before top (the three slots of spec 3). */
export async function listProducts(
  db: Executor,
  filter: { product_type_id?: number | undefined; active?: boolean | undefined } = {},
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        filter.product_type_id ? eq(products.product_type_id, filter.product_type_id) : undefined,
        filter.active === undefined ? undefined : eq(products.active, filter.active),
      ),
    )
    .orderBy(asc(products.product_type_id), asc(products.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(productPrices)
    .where(
      inArray(
        productPrices.product_id,
        rows.map((r) => r.id),
      ),
    );
  return rows
    .map((row) => toProduct(row, prices))
    .sort(
      (a, b) =>
        a.product_type_id - b.product_type_id ||
        (TIER_ORDER[a.tier ?? ''] ?? 9) - (TIER_ORDER[b.tier ?? ''] ?? 9),
    );
}

export async function getProduct(db: Executor, id: number): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { params: { id } });
  const prices = await db.select().from(productPrices).where(eq(productPrices.product_id, id));
  return toProduct(row, prices);
}

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
