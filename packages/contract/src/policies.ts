import { HEX_COLOUR } from '@amparo/domain';
import { QueryBooleanSchema } from './catalog.ts';
import { bodyId, PaginationQuerySchema, queryId } from './common.ts';
import { PolicyEndorsementSchema } from './endorsements.ts';
import { PolicySettingsViewSchema } from './policy-admin.ts';
import { PeriodicitySchema } from './purchase.ts';
import { PolicyPaymentSchema } from './receipts.ts';
import { PolicyRenewalSchema } from './renewals.ts';
import { z } from './zod.ts';

export const PolicySummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), product_type_id: z.number().int() }),
  complete_name: z.string(),
  email: z.string(),
  phone: z.string(),
  devices: z.array(z.string()),
  periodicity: PeriodicitySchema,
  payment_method_type: z.number().int(),
  premium: z.number().int(),
  annual_premium: z.number().int(),
  distributor_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  evaluation_status: z.number().int(),
  created_at: z.string(),
});
export type PolicySummary = z.infer<typeof PolicySummarySchema>;

/** The policy list's orders: a column, '-' in front for descending (newest first by default). */
export const POLICY_SORTS = [
  'created_at',
  '-created_at',
  'number',
  '-number',
  'complete_name',
  '-complete_name',
  'premium',
  '-premium',
] as const;
export type PolicySort = (typeof POLICY_SORTS)[number];

/** The search needs three characters: fewer would match most of a million policies. */
export const POLICY_SEARCH_MIN_LENGTH = 3;

/**
 * Above this many matches the list stops counting and says 'más de 10.000' (meta.total_capped):
 * counting every match of a million policies on every page costs a full scan.
 */
export const POLICY_COUNT_CAP = 10_000;

export const PolicyListFilterSchema = z.object({
  status: z.coerce.number().int().min(1).max(4).optional(),
  evaluation_status: z.coerce
    .number({ error: 'Estado de peritación no válido' })
    .int({ error: 'Estado de peritación no válido' })
    .min(1, { error: 'Estado de peritación no válido' })
    .max(6, { error: 'Estado de peritación no válido' })
    .optional(),
  product_type_id: queryId().optional(),
  store_id: queryId().optional(),
  distributor_id: queryId().optional(),
  /** Any part of the number, holder's name, email, phone, document or IMEI. */
  search: z
    .string()
    .trim()
    .max(80, { error: 'La búsqueda admite 80 caracteres como máximo' })
    .refine((value) => value === '' || value.length >= POLICY_SEARCH_MIN_LENGTH, {
      error: `Escribe al menos ${POLICY_SEARCH_MIN_LENGTH} caracteres para buscar`,
    })
    .optional(),
  from: z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' }).optional(),
});
export type PolicyListFilter = z.infer<typeof PolicyListFilterSchema>;

export const PolicyListQuerySchema = PaginationQuerySchema.extend({
  filter: PolicyListFilterSchema.default({}),
  sort: z.enum(POLICY_SORTS, { error: 'Orden no válido' }).default('-created_at'),
  /**
   * Keyset pagination: meta.next_cursor of the previous page. With a cursor, `page` is ignored
   * and a deep page costs what the first one does.
   */
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Cursor no válido' })
    .optional(),
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});
export const PolicyListSchema = z.object({
  data: z.array(PolicySummarySchema),
  meta: z.object({
    page: z.number(),
    per_page: z.number(),
    /** Exact up to POLICY_COUNT_CAP; above it, POLICY_COUNT_CAP with total_capped. */
    total: z.number(),
    total_capped: z.boolean(),
    /** Whether a further page exists. */
    has_more: z.boolean(),
    /** Pass as `cursor` for the next page (keyset); null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type PolicyList = z.infer<typeof PolicyListSchema>;

export const PolicyRiskSchema = z.object({
  id: z.number().int(),
  risk_type: z.number().int(),
  active: z.boolean(),
  name: z.string(),
  description: z.string().nullable(),
  device: z.record(z.string(), z.unknown()).nullable(),
});

export const PremiumCoverSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('covered') }),
  z.object({ state: z.literal('first_unpaid'), dueOn: z.string() }),
  z.object({
    state: z.literal('suspended'),
    since: z.string(),
    dueOn: z.string(),
    extinguishedOn: z.string(),
    resumesOn: z.string().nullable(),
  }),
  z.object({ state: z.literal('extinguished'), on: z.string(), dueOn: z.string() }),
]);
export type PremiumCoverView = z.infer<typeof PremiumCoverSchema>;

/** One unpaid receipt's dunning: its steps, done, next or planned (docs/payments.md "Unpaid receipts"). */
export const PolicyDunningSchema = z.object({
  sequence: z.number().int(),
  due_on: z.string(),
  steps: z.array(
    z.object({
      key: z.enum([
        'card_attempt',
        'sepa_presentation',
        'ask_customer',
        'suspension_warning',
        'suspended',
        'extinguished',
        'paid',
        'cover_resumes',
      ]),
      label: z.string(),
      on: z.string().nullable(),
      state: z.enum(['done', 'next', 'planned']),
    }),
  ),
});
export type PolicyDunning = z.infer<typeof PolicyDunningSchema>;

export const PolicyDetailSchema = PolicySummarySchema.extend({
  document_code: z.string().nullable(),
  sign_link: z.string().nullable(),
  /** A short-lived download address of the signed contract (computed on read); null until signed. */
  contract_link: z.string().nullable(),
  evaluation_active: z.boolean(),
  discounts: z.array(z.object({ id: z.number().int(), code: z.string(), amount: z.number().int() })),
  // The dates, the settings and the discounts' ids for the policy page's admin blocks.
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  /**
   * Whether the premium leaves the policy covered today (LCS art. 15, domain premiumCoverOn):
   * `suspended` from a month after a later receipt's due date until the day after it is paid,
   * `extinguished` after six months unpaid, `first_unpaid` before the first receipt is paid.
   */
  premium_cover: PremiumCoverSchema,
  /** The next period (LCS art. 22); null for a policy that never started or has ended. */
  renewal: PolicyRenewalSchema.nullable(),
  /** Where the dunning of the oldest receipt due and unpaid stands (domain dunningSteps); null when none. */
  dunning: PolicyDunningSchema.nullable(),
  /** The changes during the year (suplementos), oldest first. */
  endorsements: z.array(PolicyEndorsementSchema),
  settings: PolicySettingsViewSchema,
  policy_risks: z.array(PolicyRiskSchema),
  policy_payments: z.array(PolicyPaymentSchema),
  payment_methods: z.array(
    z.object({
      id: z.number().int(),
      type: z.number().int(),
      iban: z.string().nullable(),
      account_holder: z.string().nullable(),
      card_last4: z.string().nullable(),
    }),
  ),
});
export type PolicyDetail = z.infer<typeof PolicyDetailSchema>;

/** A store page's look: an accent colour (#RRGGBB) and the name shown as its logo. */
export const BrandingSchema = z.object({
  accent: z.string().regex(HEX_COLOUR, { error: 'El color va en formato #RRGGBB' }).optional(),
  logo_text: z.string().trim().max(40, { error: 'Como máximo 40 caracteres' }).optional(),
});
export type Branding = z.infer<typeof BrandingSchema>;

export const StoreLandingSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  branding: BrandingSchema.nullable(),
  discount_code: z.string().nullable(),
  active: z.boolean(),
});
export type StoreLanding = z.infer<typeof StoreLandingSchema>;
export const StoreLandingListSchema = z.object({ data: z.array(StoreLandingSchema) });
export const StoreLandingListQuerySchema = z.object({
  filter: z
    .object({ slug: z.string().trim().max(80).optional(), active: QueryBooleanSchema.optional() })
    .default({}),
});
export const StoreLandingInputSchema = z.object({
  slug: z
    .string({ error: 'Indica la dirección de la página' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: 'Solo minúsculas, cifras y guiones (por ejemplo movilmarket-gran-via)',
    })
    .max(80),
  title: z
    .string({ error: 'Indica el título' })
    .trim()
    .min(3, { error: 'El título es demasiado corto' })
    .max(120),
  body: z.string().trim().max(2000).nullable().optional(),
  branding: BrandingSchema.nullable().optional(),
  discount_id: bodyId().nullable().optional(),
  active: z.boolean().optional(),
});

/** GET /stores-select: the active stores, public, for the stores page and selectors. */
export const StoreDirectoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distributor_name: z.string(),
  landing_slug: z.string().nullable(),
});
export type StoreDirectoryEntry = z.infer<typeof StoreDirectoryEntrySchema>;
export const StoreDirectorySchema = z.object({ data: z.array(StoreDirectoryEntrySchema) });
