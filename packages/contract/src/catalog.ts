import {
  DEPRECIATION_MAX_YEARS,
  type DepreciationTableProblem,
  depreciationTableProblem,
  normalizeDiscountCode,
} from '@amparo/domain';
import { bodyId, IsoDateSchema, PaginationQuerySchema, paginated, queryId } from './common.ts';
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

export const PriceRangeSchema = z.object({
  id: z.number().int(),
  /** Device value range in cents: min inclusive, max exclusive (spec 3 Coverage.prices). */
  min_value: z.number().int(),
  max_value: z.number().int(),
  price_monthly: z.number().int(),
  price_yearly: z.number().int(),
});

export const ProductSchema = z.object({
  id: z.number().int(),
  product_type_id: z.number().int(),
  category_id: z.number().int().nullable(),
  name: z.string(),
  reference: z.string().nullable(),
  tier: z.enum(['basic', 'intermediate', 'top']).nullable(),
  coverages: z.array(z.string()),
  prices: z.array(PriceRangeSchema),
  /** The percentage of its value a device keeps by whole years of age at renewal; null: the default table. */
  renewal_depreciation: z.array(z.number().int()).nullable().optional(),
  active: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.object({ data: z.array(ProductSchema) });
export const ProductListQuerySchema = z.object({
  filter: z
    .object({
      product_type_id: queryId().optional(),
      active: QueryBooleanSchema.optional(),
    })
    .default({}),
});

const money = (label: string) =>
  z
    .number({ error: `Indica ${label}` })
    .int({ error: `${label} en céntimos, sin decimales` })
    .min(1, { error: `${label} debe ser mayor que cero` });

export const PriceRangeInputSchema = z
  .object({
    min_value: z.number().int().min(0, { error: 'El valor mínimo no puede ser negativo' }),
    max_value: z.number().int(),
    price_monthly: money('El precio mensual'),
    price_yearly: money('El precio anual'),
  })
  .refine((r) => r.max_value > r.min_value, {
    error: 'El valor máximo debe ser mayor que el mínimo',
    path: ['max_value'],
  });

const DEPRECIATION_MESSAGES: Record<DepreciationTableProblem, string> = {
  empty: 'Indica al menos el porcentaje del primer año',
  too_long: `La tabla de depreciación tiene como mucho ${DEPRECIATION_MAX_YEARS} años`,
  out_of_range: 'Cada año es un porcentaje entero entre 1 y 100',
  increasing: 'El porcentaje no puede subir de un año al siguiente',
};

export const UpdateProductRequestSchema = z
  .object({
    name: z.string().trim().min(2).max(120),
    reference: z.string().trim().min(1).max(40).nullable(),
    coverages: z.array(z.string().trim().min(2).max(120)).max(30),
    category_id: bodyId().nullable(),
    active: z.boolean(),
    renewal_depreciation: z
      .array(z.number({ error: 'Cada año es un porcentaje' }))
      .nullable()
      .superRefine((table, ctx) => {
        const problem = table ? depreciationTableProblem(table) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: DEPRECIATION_MESSAGES[problem] });
      }),
    prices: z
      .array(PriceRangeInputSchema)
      .min(1, { error: 'Indica al menos un tramo de precio' })
      .max(20)
      .refine(
        (ranges) => {
          const sorted = [...ranges].sort((a, b) => a.min_value - b.min_value);
          return sorted.every((r, i) => i === 0 || r.min_value >= sorted[i - 1]!.max_value);
        },
        { error: 'Los tramos de precio no pueden solaparse' },
      ),
  })
  .partial();

export const ProductCategorySchema = z.object({
  id: z.number().int(),
  product_type_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export const ProductCategoryListSchema = z.object({ data: z.array(ProductCategorySchema) });
export const ProductCategoryInputSchema = z.object({
  product_type_id: bodyId({ error: 'Indica el tipo de producto' }),
  name: z
    .string({ error: 'Indica el nombre' })
    .trim()
    .min(2, { error: 'El nombre es demasiado corto' })
    .max(80),
  description: z.string().trim().max(500).nullable().optional(),
});

export const GenericItemKindSchema = z.enum(
  ['mobile', 'portable', 'smarttv', 'scooter', 'multimedia', 'appliance'],
  {
    error: 'Tipo de dispositivo no válido',
  },
);
export const GenericItemSchema = z.object({
  id: z.number().int(),
  kind: GenericItemKindSchema,
  brand: z.string(),
  model: z.string(),
  reference: z.string().nullable(),
  part_number: z.string().nullable(),
  reference_price: z.number().int().nullable(),
  active: z.boolean(),
});
export type GenericItem = z.infer<typeof GenericItemSchema>;
export const GenericItemListQuerySchema = PaginationQuerySchema.extend({
  filter: z
    .object({
      kind: GenericItemKindSchema.optional(),
      brand: z.string().trim().max(60).optional(),
      search: z.string().trim().max(80).optional(),
      active: QueryBooleanSchema.optional(),
    })
    .default({}),
});
export const GenericItemListSchema = paginated(GenericItemSchema);
export const GenericItemInputSchema = z.object({
  kind: GenericItemKindSchema,
  brand: z.string({ error: 'Indica la marca' }).trim().min(1, { error: 'Indica la marca' }).max(60),
  model: z.string({ error: 'Indica el modelo' }).trim().min(1, { error: 'Indica el modelo' }).max(120),
  reference: z.string().trim().max(60).nullable().optional(),
  part_number: z.string().trim().max(60).nullable().optional(),
  reference_price: z
    .number()
    .int()
    .min(100, { error: 'El precio de referencia debe ser de al menos 1 €' })
    .nullable()
    .optional(),
  active: z.boolean().optional(),
});

export const DiscountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  store_id: z.number().int().nullable(),
  product_type_id: z.number().int().nullable(),
  is_public: z.boolean(),
  active: z.boolean(),
});
export type Discount = z.infer<typeof DiscountSchema>;
export const DiscountListSchema = paginated(DiscountSchema);
export const DiscountListQuerySchema = PaginationQuerySchema.extend({
  filter: z
    .object({ search: z.string().trim().max(40).optional(), active: QueryBooleanSchema.optional() })
    .default({}),
});
export const DiscountCodeSchema = z
  .string({ error: 'Indica el código' })
  .overwrite(normalizeDiscountCode)
  .regex(/^[A-Z0-9-]{3,30}$/, { error: 'El código lleva de 3 a 30 letras, cifras o guiones' });
const DiscountFieldsSchema = z.object({
  code: DiscountCodeSchema,
  description: z.string().trim().max(200).nullable().optional(),
  kind: z.enum(['percent', 'fixed'], { error: 'Elige porcentaje o importe fijo' }),
  value: z.number({ error: 'Indica el valor' }).int().positive({ error: 'El valor debe ser mayor que cero' }),
  valid_from: IsoDateSchema.nullable().optional(),
  valid_to: IsoDateSchema.nullable().optional(),
  max_uses: bodyId().nullable().optional(),
  store_id: bodyId().nullable().optional(),
  product_type_id: bodyId().nullable().optional(),
  is_public: z.boolean().optional(),
  active: z.boolean().optional(),
});

/** Rules that hold whenever the fields are present (create and partial update). */
function checkDiscount(
  d: {
    kind?: 'percent' | 'fixed' | undefined;
    value?: number | undefined;
    valid_from?: string | null | undefined;
    valid_to?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (d.kind === 'percent' && d.value !== undefined && d.value > 10_000) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Un porcentaje no puede pasar del 100 %' });
  }
  if (d.valid_from && d.valid_to && d.valid_from > d.valid_to) {
    ctx.addIssue({
      code: 'custom',
      path: ['valid_to'],
      message: 'La fecha de fin debe ser posterior a la de inicio',
    });
  }
}

export const DiscountInputSchema = DiscountFieldsSchema.superRefine(checkDiscount);
export const DiscountPatchSchema = DiscountFieldsSchema.partial().superRefine(checkDiscount);
export const DiscountValidationQuerySchema = z.object({
  product_type_id: queryId().optional(),
  store_id: queryId().optional(),
});
export const DiscountValidationSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  label: z.string(),
});
