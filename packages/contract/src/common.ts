import { z } from './zod.ts';

/**
 * Every error the API returns: a Spanish message, a business code from the
 * error catalogue (`error-codes.ts`), and field issues for bad input.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().meta({ description: 'Código de error del catálogo (p. ej. POLICY_NOT_FOUND)' }),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The largest id PostgreSQL's integer holds: above it, a 400 rather than a database error. */
export const INT_MAX = 2_147_483_647;

/**
 * Path ids are positive integers; anything else is a 400, never a database error. Text must be
 * plain digits: `Number()` alone would read `1e3` as 1000 and `0x10` as 16.
 */
export const IdSchema = z
  .union([z.number(), z.string().regex(/^-?\d+$/, { error: 'El identificador debe ser un número' })], {
    error: 'El identificador debe ser un número',
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'El identificador debe ser un número entero' })
      .positive({ error: 'El identificador debe ser positivo' })
      .max(INT_MAX, { error: 'El identificador es demasiado grande' }),
  );

/** A row id inside a request body: a positive integer PostgreSQL can hold. */
export const bodyId = (params?: { error: string }) =>
  z
    .number(params)
    .int({ error: 'Debe ser un número entero' })
    .positive({ error: 'Debe ser positivo' })
    .max(INT_MAX, { error: 'Número demasiado grande' });

/** The same for a query string, where numbers arrive as text. */
export const queryId = (params?: { error: string }) =>
  z.coerce
    // zod's own message for 'abc' reads '…se esperaba número, recibido NaN'.
    .number(params ?? { error: 'Debe ser un número' })
    .int({ error: 'Debe ser un número entero' })
    .positive({ error: 'Debe ser positivo' })
    .max(INT_MAX, { error: 'Número demasiado grande' });

export const IdParamsSchema = z.object({ id: IdSchema });

/** Lists: `page[number]=2&page[size]=50` or `page=2&per_page=50`. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000, { error: 'Página demasiado alta' }).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
  });

export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Fecha y hora no válidas' });
export const IsoDateSchema = z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' });

/** Money crosses the API as integer cents. */
export const CentsSchema = z.number().int();
