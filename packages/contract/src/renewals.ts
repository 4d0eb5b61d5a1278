import { z } from 'zod';

/**
 * A policy's next period (LCS art. 22, domain policy-renewal.ts), on `GET /api/policies/{id}` and in
 * the customer area. `not_due` until the daily run announces it; then `announced` with the premium,
 * and `declined` (by the holder or the insurer), `renewed` or `not_renewable`.
 */
export const PolicyRenewalSchema = z.object({
  status: z.enum(['not_due', 'announced', 'declined', 'renewed', 'not_renewable']),
  /** The next period's first and last covered days. */
  starts_on: z.string(),
  ends_on: z.string(),
  /** Per receipt at the policy's periodicity, and for the year; null until announced. */
  premium_cents: z.number().int().nullable(),
  annual_premium_cents: z.number().int().nullable(),
  announced_on: z.string().nullable(),
  /** The last day the holder may oppose the renewal (a month before the period ends). */
  decline_deadline: z.string(),
  /** Whether the holder may still oppose today. */
  can_decline: z.boolean(),
  declined_at: z.string().nullable(),
  declined_by: z.enum(['holder', 'insurer']).nullable(),
  decline_channel: z.enum(['customer_area', 'mail', 'phone']).nullable(),
  /** Why it cannot renew, or the insurer's reason to refuse. */
  reason: z.string().nullable(),
  /** The notice's PDF as a short-lived link (the back office's policy page); absent elsewhere. */
  notice_url: z.string().nullable().optional(),
});
export type PolicyRenewal = z.infer<typeof PolicyRenewalSchema>;

/**
 * `POST /api/policies/{id}/renewal/decline`. The holder from the customer area sends nothing; staff
 * record the holder's notice with its channel, or refuse the renewal for the insurer with a reason.
 */
export const DeclineRenewalRequestSchema = z
  .object({
    // Staff say how the holder's notice came; from the customer area it is the holder's own click.
    channel: z.enum(['mail', 'phone'], { error: 'Indica cómo llegó el aviso: mail o phone' }).optional(),
    by: z.enum(['holder', 'insurer'], { error: 'Indica quién no renueva: holder o insurer' }).optional(),
    reason: z
      .string()
      .trim()
      .min(3, { error: 'Explica el motivo (al menos 3 caracteres)' })
      .max(500, { error: 'El motivo es demasiado largo (máximo 500 caracteres)' })
      .optional(),
  })
  .refine((body) => body.by !== 'insurer' || body.reason !== undefined, {
    error: 'Para no renovar por parte de la aseguradora, explica el motivo',
    path: ['reason'],
  });
export type DeclineRenewalRequest = z.input<typeof DeclineRenewalRequestSchema>;

const RENEWAL_STATUSES = ['not_due', 'announced', 'declined', 'renewed', 'not_renewable'] as const;

/**
 * `GET /api/renewals?filter[month]=2027-02`: the renewals of the policies whose next period starts in
 * that month (the current month when not given), by status; with `export_csv=1&token=…`, as CSV.
 */
export const RenewalListQuerySchema = z.object({
  filter: z
    .object({
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mes no válido: escríbelo como AAAA-MM' })
        .optional(),
      status: z.enum(RENEWAL_STATUSES, { error: 'Estado de renovación desconocido' }).optional(),
    })
    .default({}),
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});
export type RenewalListQuery = z.input<typeof RenewalListQuerySchema>;

export const RenewalListRowSchema = z.object({
  policy_id: z.number().int(),
  number: z.string(),
  holder: z.string(),
  product: z.string(),
  /** The next period's first and last days. */
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(RENEWAL_STATUSES),
  /** Per receipt and for the year once announced; null before. */
  premium_cents: z.number().int().nullable(),
  annual_premium_cents: z.number().int().nullable(),
  declined_by: z.enum(['holder', 'insurer']).nullable(),
  reason: z.string().nullable(),
});
export type RenewalListRow = z.infer<typeof RenewalListRowSchema>;

export const RenewalListSchema = z.object({
  month: z.string(),
  /** Every policy of the month, by status (the list may stop at `limit`). */
  counts: z.object({
    not_due: z.number().int(),
    announced: z.number().int(),
    declined: z.number().int(),
    renewed: z.number().int(),
    not_renewable: z.number().int(),
  }),
  data: z.array(RenewalListRowSchema),
  /** The most rows the page shows; the CSV has them all. */
  limit: z.number().int(),
});
export type RenewalList = z.infer<typeof RenewalListSchema>;
