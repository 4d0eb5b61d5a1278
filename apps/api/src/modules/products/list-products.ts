import type { Product } from '@amparo/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { productPrices, products } from '../../db/schema/index.ts';
import { TIER_ORDER, toProduct } from './product-view.ts';

// The quote's question (one type, active or not), built once (preparedFor); other filters are built per call.
const ofType = preparedFor((db) =>
  db
    .select()
    .from(products)
    .where(
      and(
        eq(products.product_type_id, sql.placeholder('typeId')),
        eq(products.active, sql.placeholder('active')),
      ),
    )
    .orderBy(asc(products.product_type_id), asc(products.id))
    .prepare(''),
);

/** Products with their price ranges, basic before intermediate before top (the three slots of spec 3). */
export async function listProducts(
  db: Executor,
  filter: { product_type_id?: number | undefined; active?: boolean | undefined } = {},
): Promise<Product[]> {
  const rows =
    filter.product_type_id && filter.active !== undefined
      ? await ofType(db).execute({ typeId: filter.product_type_id, active: filter.active })
      : await db
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
