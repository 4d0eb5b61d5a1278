import type { Product } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toProduct } from './product-view.ts';

export async function getProduct(db: Executor, id: number): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { params: { id } });
  const prices = await db.select().from(productPrices).where(eq(productPrices.product_id, id));
  return toProduct(row, prices);
}
