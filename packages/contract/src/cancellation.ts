import { IsoDateSchema, IsoDateTimeSchema } from './common.ts';
import { z } from './zod.ts';

// The withdrawal button and cancellation (spec 7 POST /policies/{id}/cancel).

/**
 * `POST /policies/{id}/cancel`. Staff give any reason; the policyholder cancels
 * their own policy with `withdrawal` (within the 15 days) or `customer`.
 */
export const CancelPolicyRequestSchema = z.object({
  reason: z.enum(['withdrawal', 'customer', 'staff', 'non_payment'], {
    error: 'Indica el motivo: withdrawal, customer, staff o non_payment',
  }),
  comment: z
    .string()
    .trim()
    .max(1000, { error: 'El comentario es demasiado largo (máximo 1.000 caracteres)' })
    .optional(),
});
export type CancelPolicyRequest = z.input<typeof CancelPolicyRequestSchema>;

/** What was done: the acknowledgement the customer sees and gets by mail. */
export const CancelPolicyResultSchema = z.object({
  policy_id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  kind: z.enum(['withdrawal', 'cancellation']),
  /** The day the cover ends (today for a withdrawal; the end of the paid period otherwise). */
  effective_date: IsoDateSchema,
  refund_cents: z.number().int().min(0),
  /** The negative receipt of the refund, when there is one. */
  refund_receipt_id: z.number().int().nullable(),
  cancelled_receipt_ids: z.array(z.number().int()),
  /** When it was recorded (the date and time of the acknowledgement). */
  cancelled_at: IsoDateTimeSchema,
});
export type CancelPolicyResult = z.infer<typeof CancelPolicyResultSchema>;

/** GET /policies/{id}/cancellation?reason=…: what cancelling for that reason would do, before it is done. */
export const CancellationPreviewQuerySchema = z.object({ reason: CancelPolicyRequestSchema.shape.reason });

export const CancellationPreviewSchema = z.object({
  kind: z.enum(['withdrawal', 'cancellation']),
  /** The last day of cover. */
  effective_date: IsoDateSchema,
  refund_cents: z.number().int().min(0),
  /** Each part of the refund and where it goes: back to the card it was paid with, or a transfer. */
  refunds: z.array(
    z.object({ sequence: z.number().int(), cents: z.number().int(), channel: z.enum(['card', 'transfer']) }),
  ),
  /** Unpaid receipts cancelled with the policy. */
  unpaid_receipts_cancelled: z.number().int(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;
