import type { ProductType } from '@amparo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { productTypes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { columns } from './list-product-types.ts';

// Every quote asks it first: built once (preparedFor).
const byId = preparedFor((db) =>
  db
    .select(columns)
    .from(productTypes)
    .where(eq(productTypes.id, sql.placeholder('id')))
    .prepare(''),
);

/** Spec 8: 'Producto no encontrado: {type}' for an unknown product type. */
export async function getProductType(db: Executor, id: number): Promise<ProductType> {
  const [row] = await byId(db).execute({ id });
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { params: { id } });
  return row;
}
