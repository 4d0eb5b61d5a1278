import { IdSchema } from './common.ts';
import { z } from './zod.ts';

// Card payments of a policy's receipts over the Redsys protocol: the form the
// payment page posts to the gateway, the gateway's notification, stored-card charges.

/**
 * Where the gateway sends the customer back (DS_MERCHANT_URLOK / URLKO): a page of the web app,
 * `/pagos/resultado?estado=ok|ko&poliza=<policy id>&recibo=<receipt id>`. Shared so the API that
 * builds the address and the page that reads it agree.
 */
export const PAYMENT_RESULT_PATH = '/pagos/resultado';
export type PaymentResultState = 'ok' | 'ko';
export const paymentResultPath = (state: PaymentResultState, policyId: number, paymentId: number) =>
  `${PAYMENT_RESULT_PATH}?estado=${state}&poliza=${policyId}&recibo=${paymentId}`;

export const PolicyPaymentParamsSchema = z.object({ id: IdSchema, paymentId: IdSchema });
export const PolicyPaymentMethodParamsSchema = z.object({ id: IdSchema, methodId: IdSchema });

/**
 * Who pays: the policyholder's session, staff with payments.manage, or whoever holds the
 * policy's payment link (`token`, the `acceso` of the mailed link).
 */
export const PaymentAccessQuerySchema = z.object({
  token: z.string().min(20, { error: 'El enlace de pago no es válido' }).max(200).optional(),
});

/** The form the payment page posts (method POST, form-encoded) to `url`. */
export const CardPaymentFormSchema = z.object({
  url: z.string(),
  Ds_SignatureVersion: z.string(),
  Ds_MerchantParameters: z.string(),
  Ds_Signature: z.string(),
});
export type CardPaymentForm = z.infer<typeof CardPaymentFormSchema>;

/** What Redsys posts (form-encoded) to the notification address; checked by signature, not by shape. */
export const CardNotificationBodySchema = z.object({
  Ds_SignatureVersion: z.string().max(50).optional(),
  Ds_MerchantParameters: z.string().max(20_000).optional(),
  Ds_Signature: z.string().max(200).optional(),
});

export const CardNotificationResultSchema = z.object({
  message: z.string(),
  status: z.enum(['paid', 'denied', 'already_recorded']),
});

/** The result of charging stored cards: the receipts paid, in order, and the one refused if any. */
export const CardChargeOutcomeSchema = z.object({
  message: z.string(),
  paid_payment_ids: z.array(z.number().int()),
  policy_activated: z.boolean(),
});
export type CardChargeOutcome = z.infer<typeof CardChargeOutcomeSchema>;

/** One of the two: `is_default: true` or `active: false` (an empty patch is a 422 from the use-case). */
export const UpdatePolicyPaymentMethodRequestSchema = z.object({
  is_default: z.literal(true, { error: 'Solo puedes marcarla como forma de pago habitual' }).optional(),
  active: z.literal(false, { error: 'Solo puedes darla de baja' }).optional(),
});

export const PolicyPaymentMethodSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  card_last4: z.string().nullable(),
  card_expiry: z.string().nullable(),
  has_stored_card: z.boolean(),
  iban_last4: z.string().nullable(),
  is_default: z.boolean(),
  active: z.boolean(),
});
