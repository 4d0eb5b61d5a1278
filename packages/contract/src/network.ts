import { isSpanishPostalCode, isValidSpanishId, normalizeSpanishId, parseCoordinate } from '@amparo/domain';
import { QueryBooleanSchema } from './catalog.ts';
import { bodyId, PaginationQuerySchema, paginated, queryId } from './common.ts';
import { OptionalPhoneSchema } from './contact.ts';
import { CsvRowIssueSchema } from './users.ts';
import { z } from './zod.ts';

// The distribution network (spec 7 `/distributors`, `/stores`,
// `/stores-priv`): distributors, their stores, and the CSV imports of stores
// and of a store's discount codes. The back-office forms parse with these
// same schemas.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Como máximo ${max} caracteres` })
    .nullable()
    .optional();

const EmailSchema = z.email({ error: 'Indica un correo válido' }).max(200).nullable().optional();
export const PostalCodeSchema = z
  .string()
  .trim()
  .refine(isSpanishPostalCode, { error: 'El código postal no es válido (5 cifras, de 01000 a 52999)' });
/** Commission on premium written, in basis points: 0 to 10000 (0 % to 100 %). */
const CommissionSchema = z
  .number({ error: 'La comisión debe ser un número' })
  .int({ error: 'La comisión va en puntos básicos, sin decimales' })
  .min(0, { error: 'La comisión no puede ser negativa' })
  .max(10_000, { error: 'La comisión no puede pasar del 100 % (10000 puntos básicos)' })
  .nullable()
  .optional();
/** A CIF or NIF (companies and self-employed people), stored upper case without spaces or dashes. */
const TaxIdSchema = z
  .string()
  .trim()
  .transform(normalizeSpanishId)
  .refine((value) => value === '' || isValidSpanishId(value), {
    error: 'El CIF/NIF no es válido: revisa la letra o el dígito de control',
  })
  .transform((value) => value || null)
  .nullable()
  .optional();

const coordinate = (axis: 'latitude' | 'longitude') =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const parsed = parseCoordinate(value, axis);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            axis === 'latitude'
              ? 'La latitud no es válida (un número entre -90 y 90)'
              : 'La longitud no es válida (un número entre -180 y 180)',
        });
        return z.NEVER;
      }
      return parsed;
    })
    .nullable()
    .optional();

// Distributors.

const DistributorFieldsSchema = z.object({
  name: z
    .string({ error: 'Indica el nombre del distribuidor' })
    .trim()
    .min(2, { error: 'Indica el nombre del distribuidor' })
    .max(200, { error: 'Como máximo 200 caracteres' }),
  tax_id: TaxIdSchema,
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  contact_name: optionalText(200),
  address: optionalText(300),
  city: optionalText(120),
  province: optionalText(120),
  postal_code: PostalCodeSchema.nullable().optional(),
  commission_bp: CommissionSchema,
  active: z.boolean(),
});
export const DistributorInputSchema = DistributorFieldsSchema.extend({ active: z.boolean().default(true) });
export type DistributorInput = z.infer<typeof DistributorInputSchema>;
// From the fields without defaults: a PATCH that leaves `active` out must not reactivate it.
export const DistributorPatchSchema = DistributorFieldsSchema.partial().refine(
  (value) => Object.values(value).some((v) => v !== undefined),
  { error: 'No hay nada que cambiar' },
);
export type DistributorPatch = z.infer<typeof DistributorPatchSchema>;

export const DistributorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contact_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  commission_bp: z.number().int().nullable(),
  active: z.boolean(),
  /** Its stores not deleted (a distributor with any cannot be deleted). */
  store_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Distributor = z.infer<typeof DistributorSchema>;
export const DistributorListSchema = paginated(DistributorSchema);

export const DistributorListFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  active: QueryBooleanSchema.optional(),
});
export const DistributorListQuerySchema = PaginationQuerySchema.extend({
  filter: DistributorListFilterSchema.default({}),
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});

// Stores.

export const StoreCodeSchema = z
  .string({ error: 'Indica el código de la tienda' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{2,30}$/, {
    error: 'El código lleva de 2 a 30 letras, cifras, guiones o guiones bajos',
  });

/** The columns a store shares with the stores CSV (code, name, address... longitude). */
export const StoreRowSchema = z.object({
  code: StoreCodeSchema,
  name: z
    .string({ error: 'Indica el nombre de la tienda' })
    .trim()
    .min(2, { error: 'Indica el nombre de la tienda' })
    .max(200, { error: 'Como máximo 200 caracteres' }),
  address: optionalText(300),
  city: optionalText(120),
  province: optionalText(120),
  postal_code: PostalCodeSchema.nullable().optional(),
  phone: OptionalPhoneSchema,
  email: EmailSchema,
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
});
export type StoreRow = z.infer<typeof StoreRowSchema>;

const StoreFieldsSchema = StoreRowSchema.extend({
  distributor_id: bodyId({ error: 'Elige el distribuidor' }),
  contact_name: optionalText(200),
  commission_bp: CommissionSchema,
  active: z.boolean(),
});
export const StoreInputSchema = StoreFieldsSchema.extend({ active: z.boolean().default(true) });
export type StoreInput = z.infer<typeof StoreInputSchema>;
export const StorePatchSchema = StoreFieldsSchema.partial().refine(
  (value) => Object.values(value).some((v) => v !== undefined),
  { error: 'No hay nada que cambiar' },
);
export type StorePatch = z.infer<typeof StorePatchSchema>;

/** A store as any staff member who may read it sees it (GET /stores). */
export const StoreSchema = z.object({
  id: z.number().int(),
  distributor_id: z.number().int(),
  distributor_name: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Store = z.infer<typeof StoreSchema>;
export const StoreListSchema = paginated(StoreSchema);

/** With its commercial details (GET /stores-priv): contact, commission, and policies sold. */
export const StorePrivSchema = StoreSchema.extend({
  email: z.string().nullable(),
  contact_name: z.string().nullable(),
  commission_bp: z.number().int().nullable(),
  policy_count: z.number().int(),
});
export type StorePriv = z.infer<typeof StorePrivSchema>;
export const StorePrivListSchema = paginated(StorePrivSchema);

export const StoreListFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  distributor_id: queryId().optional(),
  active: QueryBooleanSchema.optional(),
});
export const StoreListQuerySchema = PaginationQuerySchema.extend({
  filter: StoreListFilterSchema.default({}),
});
export const StorePrivListQuerySchema = StoreListQuerySchema.extend({
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});

// CSV imports.

export const NetworkCsvRequestSchema = z.object({
  fileBase64: z.string({ error: 'Falta el fichero (fileBase64)' }).min(1, { error: 'El fichero está vacío' }),
});

/** The per-row report of a stores import (the job's result once done). */
export const StoresImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows not written: each has at least one entry in `errors`. */
  failed: z.number().int(),
  errors: z.array(CsvRowIssueSchema),
});
export type StoresImportReport = z.infer<typeof StoresImportReportSchema>;

/** The per-row report of a store's discount codes import (answered at once). */
export const DiscountsImportReportSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  errors: z.array(CsvRowIssueSchema),
});
export type DiscountsImportReport = z.infer<typeof DiscountsImportReportSchema>;
