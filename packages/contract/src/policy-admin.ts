import { PaymentMethodType, PolicyStatus } from '@amparo/domain';
import { bodyId, IdSchema, IsoDateSchema } from './common.ts';
import { PhoneSchema } from './contact.ts';
import { PeriodicitySchema } from './purchase.ts';
import { EmailSchema, SpanishIdSchema } from './users.ts';
import { z } from './zod.ts';

// Policy administration (spec 7): PATCH /policies/{id}, PATCH /policies/{id}/admin,
// POST /policies/{id}/settings, POST and DELETE /policies/{id}/discount, POST
// /policies/{id}/send-to-{partner} and GET /policies/{id}/mobile-terminals/{riskId}/coordinates.
// docs/policy-admin.md tells what each does and who may.

/** The policyholder's full name as the policy prints it (the purchase asks name and surnames apart). */
export const CompleteNameSchema = z
  .string({ error: 'Indica el nombre completo' })
  .trim()
  .min(3, { error: 'Indica el nombre completo' })
  .max(240, { error: 'Como máximo 240 caracteres' });

/** A risk's device description (the risk's `description`): free text, short. */
export const RiskDescriptionSchema = z
  .string()
  .trim()
  .max(200, { error: 'Como máximo 200 caracteres' })
  .transform((v) => (v === '' ? null : v));

/** `PATCH /policies/{id}`: what an agent may correct. Every field optional, at least one given. */
export const PolicyUpdateRequestSchema = z
  .strictObject({
    complete_name: CompleteNameSchema.optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    risk: z.strictObject({ id: bodyId(), description: RiskDescriptionSchema.nullable() }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Indica al menos un dato que cambiar',
  });
export type PolicyUpdateRequest = z.input<typeof PolicyUpdateRequestSchema>;

const cents = (label: string) =>
  z
    .number({ error: `${label}: indica un importe en céntimos` })
    .int({ error: `${label}: en céntimos, sin decimales` })
    .min(0, { error: `${label}: no puede ser negativo` })
    .max(10_000_000, { error: `${label}: como mucho 100.000 €` });

const statusValues = Object.values(PolicyStatus) as [number, ...number[]];
const methodValues = Object.values(PaymentMethodType) as [number, ...number[]];

/** The fields of the admin edit; `reason` is required and written to the audit row. */
export const PolicyAdminChangesSchema = z.strictObject({
  status: z
    .number()
    .int()
    .refine((v) => statusValues.includes(v), { error: 'Estado no válido (1 a 4)' })
    .optional(),
  starts_on: IsoDateSchema.optional(),
  ends_on: IsoDateSchema.nullable().optional(),
  premium: cents('La prima del recibo').optional(),
  annual_premium: cents('La prima anual').optional(),
  periodicity: PeriodicitySchema.optional(),
  distributor_id: bodyId().nullable().optional(),
  store_id: bodyId().nullable().optional(),
  document_code: SpanishIdSchema.nullable().optional(),
  payment_method_type: z
    .number()
    .int()
    .refine((v) => methodValues.includes(v), {
      error: 'Forma de pago no válida (1 tarjeta, 2 manual, 3 IBAN)',
    })
    .optional(),
});

export const PolicyAdminUpdateRequestSchema = PolicyAdminChangesSchema.extend({
  reason: z
    .string({ error: 'Indica el motivo del cambio' })
    .trim()
    .min(5, { error: 'Indica el motivo del cambio (al menos 5 caracteres)' })
    .max(500, { error: 'Como máximo 500 caracteres' }),
  /** true: nothing is written; the answer shows what would change (the dialog's preview). */
  dry_run: z.boolean().optional(),
}).refine(
  (b) =>
    Object.entries(b).some(([key, value]) => key !== 'reason' && key !== 'dry_run' && value !== undefined),
  { error: 'Indica al menos un dato que cambiar' },
);
export type PolicyAdminUpdateRequest = z.input<typeof PolicyAdminUpdateRequestSchema>;

/** What a change does to the receipts: the same shape for the admin edit and the discounts. */
export const ReceiptRepricingSchema = z.object({
  updated: z.array(
    z.object({
      id: z.number().int(),
      sequence: z.number().int(),
      activation_date: z.string(),
      from: z.number().int(),
      to: z.number().int(),
    }),
  ),
  deleted: z.array(
    z.object({
      id: z.number().int(),
      sequence: z.number().int(),
      activation_date: z.string(),
      price: z.number().int(),
    }),
  ),
  added: z.array(
    z.object({ sequence: z.number().int(), activation_date: z.string(), price: z.number().int() }),
  ),
  /** Paid receipts (or with the bank): never repriced. */
  kept: z.number().int(),
});
export type ReceiptRepricing = z.infer<typeof ReceiptRepricingSchema>;

/** The answer of a change: the fields before and after, and what happened to the receipts. */
export const PolicyChangeResultSchema = z.object({
  policy_id: z.number().int(),
  dry_run: z.boolean(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  receipts: ReceiptRepricingSchema,
});
export type PolicyChangeResult = z.infer<typeof PolicyChangeResultSchema>;

/**
 * The policy's `settings` (POST /policies/{id}/settings): the few keys staff keep on a policy.
 * Every key optional; a key sent as null goes back to its default. docs/policy-admin.md lists them.
 */
export const PolicySettingsSchema = z.strictObject({
  /** Service mails to the policyholder (receipts, reminders). Legal mails are always sent. Default true. */
  mail_notifications: z.boolean({ error: 'Indica sí o no' }).nullable().optional(),
  /** How the policyholder prefers to be contacted. Default 'email'. */
  preferred_contact: z
    .enum(['email', 'phone', 'sms'], { error: 'Elige correo, teléfono o SMS' })
    .nullable()
    .optional(),
  /** A note for staff only, never shown to the policyholder. */
  internal_note: z.string().trim().max(1000, { error: 'Como máximo 1000 caracteres' }).nullable().optional(),
});
export type PolicySettingsRequest = z.input<typeof PolicySettingsSchema>;

export const PolicySettingsViewSchema = z.object({
  mail_notifications: z.boolean(),
  preferred_contact: z.enum(['email', 'phone', 'sms']),
  internal_note: z.string().nullable(),
});
export type PolicySettings = z.infer<typeof PolicySettingsViewSchema>;

/** POST /policies/{id}/discount: the discount by id or by code, one of the two. */
export const PolicyDiscountRequestSchema = z
  .strictObject({
    discount_id: bodyId().optional(),
    code: z.string().trim().min(1, { error: 'Indica el código' }).max(40).optional(),
  })
  .refine((b) => (b.discount_id === undefined) !== (b.code === undefined), {
    error: 'Indica el descuento: su identificador (discount_id) o su código (code), uno de los dos',
  });
export type PolicyDiscountRequest = z.input<typeof PolicyDiscountRequestSchema>;
export const PolicyDiscountParamsSchema = z.object({ id: IdSchema, discountId: IdSchema });

export const PolicyDiscountResultSchema = z.object({
  policy_id: z.number().int(),
  discount: z.object({ id: z.number().int(), code: z.string(), amount: z.number().int() }),
  premium: z.number().int(),
  annual_premium: z.number().int(),
  receipts: ReceiptRepricingSchema,
  /** The receipts after the change: what they took and what they still ask (packages/domain premiumAccount). */
  account: z.object({
    paid: z.number().int(),
    owed: z.number().int(),
    owed_receipts: z.number().int(),
  }),
});
export type PolicyDiscountResult = z.infer<typeof PolicyDiscountResultSchema>;

/** Partner names as the configuration spells them: the last segment of /send-to-{partner}. */
export const PartnerNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: 'Nombre de socio no válido' });
export const PolicyPartnerParamsSchema = z.object({ id: IdSchema, partner: PartnerNameSchema });

export const PartnerDeliverySchema = z.object({
  id: z.number().int(),
  partner: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_http_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type PartnerDelivery = z.infer<typeof PartnerDeliverySchema>;
export const PartnerDeliveryListSchema = z.object({
  data: z.array(PartnerDeliverySchema),
  /** The partners this server may send to (configured), for the page's selector. */
  partners: z.array(z.string()),
});
export type PartnerDeliveryList = z.infer<typeof PartnerDeliveryListSchema>;

export const PolicyCoordinatesParamsSchema = z.object({ id: IdSchema, riskId: IdSchema });
export const PolicyCoordinatesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const RiskCoordinatesSchema = z.object({
  data: z.array(
    z.object({
      evaluation_id: z.number().int(),
      latitude: z.number(),
      longitude: z.number(),
      accuracy_m: z.number().int().nullable(),
      checked_at: z.string(),
    }),
  ),
});
export type RiskCoordinates = z.infer<typeof RiskCoordinatesSchema>;
