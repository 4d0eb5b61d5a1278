import type { ProductCategoryInputSchema, z } from '@amparo/contract';
import type { productCategories } from '../../db/schema/index.ts';

export type Input = z.output<typeof ProductCategoryInputSchema>;

export type Context = { now: Date; ip: string };

export const view = (row: typeof productCategories.$inferSelect) => ({
  id: row.id,
  product_type_id: row.product_type_id,
  name: row.name,
  description: row.description,
});
