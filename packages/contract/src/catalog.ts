import { z } from './zod.ts';

export const ProductTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reference: z.string().nullable(),
  active: z.boolean(),
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const ProductTypeListSchema = z.object({ data: z.array(ProductTypeSchema) });

/** Query strings carry text: 'true'/'1' and 'false'/'0' become booleans. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'Usa true o false' })
  .transform((value) => value === 'true' || value === '1');

export const ProductTypeListQuerySchema = z.object({
  filter: z.object({ active: QueryBooleanSchema.optional() }).default({}),
});
