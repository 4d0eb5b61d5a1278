import type { ProductType } from '@amparo/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productTypes } from '../../db/schema/index.ts';

export const columns = {
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
