import type { ProductType } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productTypes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { columns } from './list-product-types.ts';

/** Spec 8: 'Producto no encontrado: {type}' for an unknown product type. */
export async function getProductType(db: Executor, id: number): Promise<ProductType> {
  const [row] = await db.select(columns).from(productTypes).where(eq(productTypes.id, id));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { params: { id } });
  return row;
}
