import type { ProductType } from '@amparo/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productTypes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const columns = {
  id: productTypes.id,
  name: productTypes.name,
  reference: productTypes.reference,
  active: productTypes.active,
};

export async function listProductTypes(
  db: Executor,
  filter: { active?: boolean } = {},
): Promise<ProductType[]> {
  const where = filter.active === undefined ? undefined : eq(productTypes.active, filter.active);
  return db.select(columns).from(productTypes).where(where).orderBy(asc(productTypes.id));
}

/** Spec 8: 'Producto no encontrado: {type}' for an unknown product type. */
export async function getProductType(db: Executor, id: number): Promise<ProductType> {
  const [row] = await db.select(columns).from(productTypes).where(eq(productTypes.id, id));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { params: { id } });
  return row;
}

/** Spec 8: a product type must carry a reference before anything is sold under it. */
export async function requireProductTypeReference(db: Executor, id: number): Promise<string> {
  const productType = await getProductType(db, id);
  if (!productType.reference) throw new AppError('PRODUCT_WITHOUT_REFERENCE');
  return productType.reference;
}
