import { IdSchema, IsoDateSchema, PaginationQuerySchema, paginated, queryId } from './common.ts';
import { z } from './zod.ts';

// Receipts (spec 3 Payment) as staff see and handle them: each with its money
// movements, the actions on one policy's receipts, and the list across policies.

export const PaymentDisplayStatusSchema = z.enum(
  ['PAGADO', 'ABONADO', 'PROGRAMADO', 'IMPAGADO', 'PENDIENTE_ABONO'],
  {
    error: 'Estado de recibo desconocido',
  },
);

/** One movement of money on a receipt: a charge, a manual payment, a return or a refund. */
export const ReceiptTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['charge', 'manual', 'return', 'refund']),
  status: z.enum(['pending', 'ok', 'ko', 'returned']),
  amount: z.number().int(),
  /** Payment method type of spec 9: 1 card, 2 manual, 3 IBAN. */
  method_type: z.number().int().nullable(),
  occurred_at: z.string(),
  gateway: z.string().nullable(),
  /** The gateway's order or the SEPA end-to-end id. */
  gateway_reference: z.string().nullable(),
  /** Authorisation code or the reference staff typed for a manual payment. */
  reference: z.string().nullable(),
  /** R-transaction reason code of a return (AM04, MD06...). */
  reason_code: z.string().nullable(),
});
export type ReceiptTransaction = z.infer<typeof ReceiptTransactionSchema>;

/** A receipt as every screen shows it (the customer area, the back office). */
export const ReceiptSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  price: z.number().int(),
  pending_amount: z.number().int(),
  activation_date: z.string(),
  payment_date: z.string().nullable(),
  display_status: PaymentDisplayStatusSchema.nullable(),
  /**
   * How an unpaid direct-debit receipt is being collected (packages/domain receipt-collection):
   * 'in_bank' in a bank file to be collected on `date`, 'next_remittance' on the mandate's next
   * file (`date`: not before it, after a return), 'stopped' after a return stopped collection;
   * null for a receipt not on a direct debit.
   */
  collection: z
    .object({
      state: z.enum(['in_bank', 'next_remittance', 'stopped']),
      date: z.string().nullable(),
      returned: z.boolean(),
    })
    .nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** A receipt in the back office's policy page: with its movements and why it was returned. */
export const PolicyPaymentSchema = ReceiptSchema.extend({
  reference: z.string().nullable(),
  return_reason: z.string().nullable(),
  transactions: z.array(ReceiptTransactionSchema),
});
export type PolicyPayment = z.infer<typeof PolicyPaymentSchema>;

export const PaymentParamsSchema = z.object({ id: IdSchema, paymentId: IdSchema });

/** PUT /policies/{id}/payments/{paymentId}/mark-as-paid: a manual payment (type 2). */
export const MarkAsPaidRequestSchema = z.object({
  payment_date: IsoDateSchema,
  reference: z
    .string({ error: 'Indica la referencia del pago' })
    .trim()
    .min(1, { error: 'Indica la referencia del pago' })
    .max(120, { error: 'Como máximo 120 caracteres' }),
  /** Cents received, when staff want it checked against what the receipt asks. */
  amount: z
    .number({ error: 'Importe no válido' })
    .int({ error: 'Importe en céntimos' })
    .positive({ error: 'El importe debe ser positivo' })
    .optional(),
});

export const ReceiptListSchema = z.object({ data: z.array(PolicyPaymentSchema) });

export const PaymentListFilterSchema = z
  .object({
    status: PaymentDisplayStatusSchema.optional(),
    /** Activation dates from and to, both included. */
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    payment_method_type: z.coerce.number().int().min(1).max(3).optional(),
    distributor_id: queryId().optional(),
    store_id: queryId().optional(),
    search: z.string().trim().max(80).optional(),
  })
  .default({});
export type PaymentListFilter = z.output<typeof PaymentListFilterSchema>;

export const PaymentListQuerySchema = PaginationQuerySchema.extend({
  filter: PaymentListFilterSchema,
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});

export const PaymentListItemSchema = ReceiptSchema.extend({
  policy_id: z.number().int(),
  policy_number: z.string(),
  complete_name: z.string(),
  payment_method_type: z.number().int().nullable(),
  distributor_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  reference: z.string().nullable(),
  return_reason: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof PaymentListItemSchema>;
export const PaymentListSchema = paginated(PaymentListItemSchema);

export const DailyPaymentsQuerySchema = z.object({ from: IsoDateSchema, to: IsoDateSchema });
export const DailyPaymentsSchema = z.object({
  data: z.array(
    z.object({
      date: z.string(),
      /** Cents that came in that day (charges and manual payments). */
      collected: z.number().int(),
      /** Cents given back that day: the bank's returns and the refunds that reached the customer. */
      returned: z.number().int(),
      /** Cents still owed of the receipts due that day. */
      unpaid: z.number().int(),
    }),
  ),
});
export type DailyPayments = z.infer<typeof DailyPaymentsSchema>;
