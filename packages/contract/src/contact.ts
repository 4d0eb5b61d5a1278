import { CALL_BACK_SLOTS, isValidSpanishPhone, nationalSpanishPhone } from '@amparo/domain';
import { IsoDateTimeSchema, PaginationQuerySchema, paginated } from './common.ts';
import { z } from './zod.ts';

/** Spanish phone kept as 9 digits (spec 5: non-digits are removed when set; +34 dropped). */
export const PhoneSchema = z
  .string({ error: 'Indica un teléfono' })
  .transform((value) => nationalSpanishPhone(value))
  .refine((value) => isValidSpanishPhone(value), { error: 'Indica un teléfono español de 9 cifras' });

/**
 * A business line of the network (distributors, stores, repair centers): the same Spanish rule,
 * landlines (8, 9) and mobiles (6, 7) alike; null clears it, absent leaves it.
 */
export const OptionalPhoneSchema = PhoneSchema.nullable().optional();

/** POST /call-you: a call-me-back request (spec 7, hours of spec 9). */
export const CallYouRequestSchema = z.object({
  name: z
    .string({ error: 'Indica tu nombre' })
    .trim()
    .min(2, { error: 'Indica tu nombre' })
    .max(120, { error: 'El nombre es demasiado largo' }),
  phone: PhoneSchema,
  /** When the customer prefers the call; an exact time may be given instead. */
  preferred_slot: z.enum(CALL_BACK_SLOTS, { error: 'Elige cuándo te llamamos' }).default('any'),
  preferred_time: IsoDateTimeSchema.optional(),
  reason: z
    .string()
    .trim()
    .max(500, { error: 'El motivo es demasiado largo (máximo 500 caracteres)' })
    .optional(),
  source: z.string().trim().max(100).optional(),
});
export type CallYouRequest = z.input<typeof CallYouRequestSchema>;

export const CallYouResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  preferred_slot: z.enum(CALL_BACK_SLOTS),
  preferred_time: z.string().nullable(),
  message: z.string(),
});
export type CallYouResponse = z.infer<typeof CallYouResponseSchema>;

export const ContactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  preferred_slot: z.enum(CALL_BACK_SLOTS),
  preferred_time: z.string().nullable(),
  reason: z.string().nullable(),
  source: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactRequestListQuerySchema = PaginationQuerySchema.extend({
  filter: z
    .object({ status: z.enum(['open', 'closed'], { error: 'Estado no válido' }).optional() })
    .default({}),
});
export const ContactRequestListSchema = paginated(ContactRequestSchema);
