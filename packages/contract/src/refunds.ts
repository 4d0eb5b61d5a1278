import { z } from './zod.ts';

// Refunds of a paid receipt: staff give back all or part of it. The money
// goes back to the card through the gateway, or by bank transfer for other methods.

export const RefundRequestSchema = z.object({
  amount_cents: z
    .number({ error: 'Indica el importe a devolver en céntimos' })
    .int({ error: 'El importe va en céntimos, sin decimales' })
    .positive({ error: 'El importe a devolver debe ser mayor que cero' }),
  reason: z
    .string({ error: 'Indica el motivo de la devolución' })
    .trim()
    .min(3, { error: 'Indica el motivo de la devolución' })
    .max(500, { error: 'El motivo no puede pasar de 500 caracteres' }),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const RefundOutcomeSchema = z.object({
  message: z.string(),
  /** The refund receipt (negative price). */
  refund_payment_id: z.number().int(),
  amount_cents: z.number().int(),
  /** card: through the gateway; transfer: staff send it and mark it as paid. */
  channel: z.enum(['card', 'transfer']),
  /** ABONADO: given back; PENDIENTE_ABONO: still owed to the customer. */
  status: z.enum(['ABONADO', 'PENDIENTE_ABONO']),
  /** Cents of the original receipt that may still be refunded. */
  refundable_cents: z.number().int(),
  /** True when this answers a repeated request (same Idempotency-Key): nothing new was done. */
  replayed: z.boolean(),
});
export type RefundOutcome = z.infer<typeof RefundOutcomeSchema>;
