import { RETURN_REASON_CODE } from '@amparo/domain';
import { IdSchema, IsoDateSchema, paginated } from './common.ts';
import { JobProgressSchema } from './jobs.ts';
import { IbanSchema } from './purchase.ts';
import { z } from './zod.ts';

// SEPA direct debit files (spec 7 SEPA files) and bank returns.

export const SepaFileStatusSchema = z.enum(['generating', 'generated', 'sent', 'failed']);

export const CreateSepaFileRequestSchema = z.object({
  collection_date: IsoDateSchema.describe('Fecha de cargo (AAAA-MM-DD), hoy o después'),
});

export const SepaFileCreatedSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  status: SepaFileStatusSchema,
});

export const SepaFileSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  collection_date: z.string(),
  status: SepaFileStatusSchema,
  transactions_count: z.number().int(),
  total_cents: z.number().int(),
  returned_count: z.number().int(),
  job_id: z.number().int().nullable(),
  progress: JobProgressSchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});

export type SepaFile = z.infer<typeof SepaFileSchema>;

export const SepaFileListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000, { error: 'Página demasiado alta' }).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
});
export const SepaFileListSchema = paginated(SepaFileSchema);

export const SepaFileReceiptSchema = z.object({
  transaction_id: z.number().int(),
  payment_id: z.number().int(),
  policy_id: z.number().int(),
  policy_number: z.string().nullable(),
  debtor_name: z.string().nullable(),
  amount_cents: z.number().int(),
  end_to_end_id: z.string().nullable(),
  sequence_type: z.string().nullable(),
  /** ok: collected; returned: the bank returned it (reason_code says why). */
  status: z.string(),
  reason_code: z.string().nullable(),
});

export const SepaFileDetailSchema = SepaFileSchema.extend({
  receipts: z.array(SepaFileReceiptSchema),
});

export const ReturnReasonCodeSchema = z
  .string({ error: 'Indica el código de devolución (por ejemplo AM04)' })
  .trim()
  .toUpperCase()
  .regex(RETURN_REASON_CODE, { error: 'El código de devolución son 4 letras o cifras (por ejemplo AM04)' });

export const ReturnTransactionRequestSchema = z.object({ reason_code: ReturnReasonCodeSchema });

export const PaymentTransactionParamsSchema = z.object({
  id: IdSchema,
  paymentId: IdSchema,
  transactionId: IdSchema,
});

export const ReturnResultSchema = z.object({
  payment_id: z.number().int(),
  transaction_id: z.number().int(),
  reason_code: z.string(),
  reason: z.string(),
  /** What happens next: presented again on next_collection_date, or collection stopped. */
  action: z.enum(['present_again', 'stop_ask_customer', 'stop_new_account']),
  next_collection_date: z.string().nullable(),
  collection_stopped: z.boolean(),
  message: z.string(),
});

/** A bank return file (pain.002.001.03 or camt.054) as text; at most 10 MB. */
export const ImportSepaReturnsRequestSchema = z.object({
  filename: z.string().max(200).optional(),
  content: z
    .string({ error: 'Adjunta el fichero de devoluciones del banco' })
    .min(20, { error: 'El fichero de devoluciones está vacío' })
    .max(10 * 1024 * 1024, { error: 'El fichero de devoluciones es demasiado grande (máximo 10 MB)' }),
});

export const ImportSepaReturnsResponseSchema = z.object({
  job_id: z.number().int(),
  rows: z.number().int(),
});

export const SepaReturnReportRowSchema = z.object({
  end_to_end_id: z.string(),
  reason_code: z.string(),
  ok: z.boolean(),
  message: z.string(),
  payment_id: z.number().int().nullable(),
  policy_id: z.number().int().nullable(),
});

export const PayNewIbanRequestSchema = z.object({
  iban: IbanSchema,
  account_holder: z
    .string({ error: 'Indica el titular de la cuenta' })
    .trim()
    .min(3, { error: 'Indica el titular de la cuenta' })
    .max(70, { error: 'El titular es demasiado largo (máximo 70 caracteres)' }),
});

/**
 * The route's body as it arrives: checked against PayNewIbanRequestSchema only
 * after the caller may touch the receipt, so that a stranger learns nothing and
 * a bad IBAN is a 422 with its Spanish message.
 */
export const PayNewIbanBodySchema = z.object({
  iban: z.string().max(64).optional(),
  account_holder: z.string().max(200).optional(),
});

export const PayByDebitResponseSchema = z.object({
  message: z.string(),
  payment_id: z.number().int(),
  next_collection_date: z.string().nullable(),
});
