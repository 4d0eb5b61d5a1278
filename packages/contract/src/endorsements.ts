import { bodyId, IsoDateSchema } from './common.ts';
import { InsuredDeviceSchema, PeriodicitySchema } from './purchase.ts';
import { z } from './zod.ts';

// Changes during the year ("suplementos", docs/contract.md "Changes during the year"): another insured
// device, another tier, another periodicity. Each answers the change as written (or, with `dry_run`,
// as it would be) with the premium of the rest of the term before and after.

const StaffReasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'Explica el motivo (al menos 3 caracteres)' })
  .max(500, { error: 'El motivo es demasiado largo (máximo 500 caracteres)' });

/**
 * `POST /api/policies/{id}/endorsements/device`: the holder from the customer area or staff replace
 * the insured device (a replacement after a claim, an upgrade). A phone needs a new phone check
 * before the new one is covered.
 */
export const ChangeDeviceRequestSchema = InsuredDeviceSchema.pick({
  brand: true,
  model: true,
  reference: true,
  part_number: true,
  value: true,
  purchase_date: true,
}).extend({
  cause: z.enum(['replacement', 'upgrade', 'other'], {
    error: 'Indica por qué cambias de dispositivo: replacement, upgrade u other',
  }),
  /** Staff only: what the customer said, kept in the audit. */
  reason: StaffReasonSchema.optional(),
  dry_run: z.boolean().optional(),
});
export type ChangeDeviceRequest = z.input<typeof ChangeDeviceRequestSchema>;

/** The day of a change during the current term: only given with `when: 'now'`. */
const onlyWithNow = (body: { when: string; effective_on?: string | undefined }) =>
  body.when === 'now' || body.effective_on === undefined;
const ONLY_WITH_NOW = {
  error: 'La fecha solo se indica para un cambio durante el periodo actual',
  path: ['effective_on'],
};

/** `POST /api/policies/{id}/endorsements/tier` (staff): another tier of the same line. */
export const ChangeTierRequestSchema = z
  .object({
    product_id: bodyId({ error: 'Elige la nueva modalidad' }),
    /** From a day of the current term (pro rata), or from the next period. */
    when: z.enum(['now', 'next_period'], { error: 'Indica cuándo: now o next_period' }),
    /** With `now`: the day it takes effect (today when not given). */
    effective_on: IsoDateSchema.optional(),
    reason: StaffReasonSchema,
    dry_run: z.boolean().optional(),
  })
  .refine(onlyWithNow, ONLY_WITH_NOW);
export type ChangeTierRequest = z.input<typeof ChangeTierRequestSchema>;

/**
 * `POST /api/policies/{id}/endorsements/periodicity` (staff): from the next period (the default), or
 * from a day of the current term with the receipts re-written pro rata.
 */
export const ChangePeriodicityRequestSchema = z
  .object({
    periodicity: PeriodicitySchema,
    when: z
      .enum(['now', 'next_period'], { error: 'Indica cuándo: now o next_period' })
      .default('next_period'),
    /** With `now`: the day it takes effect (today when not given). */
    effective_on: IsoDateSchema.optional(),
    reason: StaffReasonSchema,
    dry_run: z.boolean().optional(),
  })
  .refine(onlyWithNow, ONLY_WITH_NOW);
export type ChangePeriodicityRequest = z.input<typeof ChangePeriodicityRequestSchema>;

export const PolicyEndorsementSchema = z.object({
  /** Null for a dry run. */
  id: z.number().int().nullable(),
  /** The suplemento's number on the policy (1, 2, 3…). */
  sequence: z.number().int(),
  kind: z.enum(['device', 'tier', 'periodicity']),
  status: z.enum(['applied', 'scheduled']),
  effective_on: z.string(),
  /** What changed, before and after (device: brand, model, value; tier: product; periodicity). */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  /** The receipts from the change to the end of the term, in cents. */
  premium_before_cents: z.number().int(),
  premium_after_cents: z.number().int(),
  /** > 0 a receipt to pay, < 0 a credit; 0 when the owed receipts carry the difference. */
  adjustment_cents: z.number().int(),
  requested_by: z.enum(['holder', 'staff']),
  /** A phone's new check to do before the new one is covered. */
  needs_phone_check: z.boolean(),
  created_at: z.string().nullable(),
  /** The suplemento's PDF (a short-lived link), once written. */
  document_url: z.string().nullable(),
});
export type PolicyEndorsement = z.infer<typeof PolicyEndorsementSchema>;
