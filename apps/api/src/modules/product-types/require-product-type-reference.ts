import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getProductType } from './get-product-type.ts';

/** Spec 8: a product type must carry a reference before anything is sold under it. */
export async function requireProductTypeReference(db: Executor, id: number): Promise<string> {
  const productType = await getProductType(db, id);
  if (!productType.reference) throw new AppError('PRODUCT_WITHOUT_REFERENCE');
  return productType.reference;
}
