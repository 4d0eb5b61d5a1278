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
