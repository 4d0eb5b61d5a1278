import { PhoneSchema } from './contact.ts';
import { EvaluationLabelSchema } from './evaluations.ts';
import { IbanSchema, PaymentMethodChoiceSchema, PeriodicitySchema } from './purchase.ts';
import { ReceiptSchema } from './receipts.ts';
import { PolicyRenewalSchema } from './renewals.ts';
import { EmailSchema, LoginResponseSchema } from './users.ts';
import { z } from './zod.ts';

/** Step 1 of the customer area: a one-time code to the email on the policy. */
export const AccessCodeRequestSchema = z.object({ email: EmailSchema });

/** Step 2: the code, 6 digits. */
export const CustomerSessionRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: 'Indica el código' })
    .trim()
    .regex(/^\d{6}$/, { error: 'El código tiene 6 cifras' }),
});
export const CustomerSessionResponseSchema = LoginResponseSchema;

export const UpdateContactRequestSchema = z
  .object({ email: EmailSchema, phone: PhoneSchema })
  .partial()
  .refine((value) => value.email !== undefined || value.phone !== undefined, {
    error: 'No hay nada que cambiar',
  });

/** The code mailed to the new address, with that address: the email change then takes effect. */
export const ConfirmEmailChangeRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: 'Indica el código' })
    .trim()
    .regex(/^\d{6}$/, { error: 'El código tiene 6 cifras' }),
});

export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  btnText: z.string().nullable(),
  icon: z.string(),
  device: z.string(),
  link: z
    .object({ name: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The customer sees a receipt as every screen does, without the back office's movements. */
export const CustomerPaymentSchema = ReceiptSchema;

/** A receipt in the customer area: a refund (negative price) says why it was given back. */
export const CustomerAreaReceiptSchema = ReceiptSchema.extend({
  /** As staff wrote it; null on any other receipt. */
  refund_reason: z.string().nullable(),
});

export const CustomerClaimSchema = z.object({
  id: z.number().int(),
  /** SIN-<year>-<6 digits> once sent; null while a draft. */
  number: z.string().nullable(),
  policy_risk_id: z.number().int(),
  claim_type_id: z.number().int(),
  claim_type_name: z.string(),
  /** claimStatusLabel (ABIERTO, CERRADO, DESCONOCIDO); BORRADOR while not sent. */
  status_label: z.string(),
  is_draft: z.boolean(),
  occurred_on: z.string(),
  created_at: z.string(),
  /** The checklist in short: every asked document is there (none pending or rejected). */
  documents_complete: z.boolean(),
  /** Titles of the documents still to upload or to upload again. */
  documents_missing: z.array(z.string()),
});

/** One insured item of a policy (spec 3 Risk), to declare a claim on it. */
export const CustomerRiskSchema = z.object({
  id: z.number().int(),
  /** Spec 9 risk type: multi-risk claims ask for the appliance or multimedia type by it. */
  risk_type: z.number().int(),
  /** What the customer calls it ('Apple iPhone 15'), as `devices` shows it. */
  label: z.string(),
});
export type CustomerRisk = z.infer<typeof CustomerRiskSchema>;

export const CustomerPolicySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  /** The product, with what it covers (the customer area leads with it). */
  product: z.object({
    name: z.string(),
    product_type_id: z.number().int(),
    coverages: z.array(z.string()).optional(),
  }),
  devices: z.array(z.string()),
  /**
   * The active insured items with their ids ('Declarar siniestro' posts to
   * `/policies/{id}/risks/{riskId}/claims`); optional until every server sends it.
   */
  risks: z.array(CustomerRiskSchema).optional(),
  periodicity: PeriodicitySchema,
  premium: z.number().int(),
  sign_link: z.string().nullable(),
  /** A short-lived download address of the signed contract; null until signed (optional for older servers). */
  contract_link: z.string().nullable().optional(),
  created_at: z.string(),
  /** The last day of cover, 'YYYY-MM-DD' (a cancelled policy shows it); absent or null when open-ended. */
  ends_on: z.string().nullable().optional(),
  /** The next period and whether the holder may still oppose it (LCS art. 22); optional for older servers. */
  renewal: PolicyRenewalSchema.nullable().optional(),
  /** A claim may be declared today: an active policy, or a cancelled one still covering (acceptsClaimsToday). */
  accepts_claims: z.boolean(),
  /** The holder may replace the insured device today (a suplemento, domain canReplaceDevice). */
  can_change_device: z.boolean().optional(),
  /** The labels' outcome of the latest decided phone check of the policy; null when none. */
  evaluation_outcome: EvaluationLabelSchema.nullable(),
  notifications: z.array(NotificationSchema),
  payments: z.array(CustomerAreaReceiptSchema),
  claims: z.array(CustomerClaimSchema),
});
export type CustomerPolicy = z.infer<typeof CustomerPolicySchema>;

export const CustomerHomeSchema = z.object({
  user: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  notifications: z.array(NotificationSchema),
  policies: z.array(CustomerPolicySchema),
});
export type CustomerHome = z.infer<typeof CustomerHomeSchema>;

/** PATCH /customer/policies/{id}/payment-method: how the next receipts are paid. */
export const UpdatePaymentMethodRequestSchema = z
  .object({
    payment_method: PaymentMethodChoiceSchema,
    iban: IbanSchema.optional(),
    account_holder: z.string().trim().min(3, { error: 'Indica el titular de la cuenta' }).max(120).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.payment_method === 'direct_debit' && !value.iban) {
      ctx.addIssue({
        code: 'custom',
        path: ['iban'],
        message: 'Necesitas al menos una cuenta para poder seguir con el proceso',
      });
    }
  });

/** What a capability link (payment, phone check, signing) shows about its policy. */
export const PolicyAccessSchema = z.object({
  purpose: z.enum(['evaluation', 'payment', 'signature']),
  policy: z.object({
    id: z.number().int(),
    number: z.string(),
    holder_name: z.string(),
    product: z.object({ name: z.string(), product_type_id: z.number().int() }),
    devices: z.array(z.string()),
    periodicity: PeriodicitySchema,
    payment_method_type: z.number().int(),
    iban_last4: z.string().nullable(),
    /** Spec 4 policy status: the card payment page waits for a draft to become active. */
    status: z.number().int(),
    next_receipt: z
      .object({
        /** The receipt's id: the card form is `GET /policies/{id}/payments/{next_receipt.id}/form?token=…`. */
        id: z.number().int(),
        sequence: z.number().int(),
        price: z.number().int(),
        activation_date: z.string(),
      })
      .nullable(),
    /** Every receipt, so a payment link can pay one and see it PAGADO afterwards. */
    payments: z.array(CustomerPaymentSchema),
    /** The insured phones, for the phone check: its risk id, IMEI and check status. */
    phones: z.array(
      z.object({
        risk_id: z.number().int(),
        mobile_id: z.number().int(),
        brand: z.string(),
        model: z.string(),
        imei: z.string().nullable(),
        /** Spec 4 evaluation status of this phone. */
        evaluation_status: z.number().int(),
        /** IMEI attempts left of 3 (spec 3 imeiRetryCount). */
        imei_retries_left: z.number().int().min(0),
      }),
    ),
    /** Spec 4 evaluation status of the policy. */
    evaluation_status: z.number().int(),
  }),
});
export type PolicyAccess = z.infer<typeof PolicyAccessSchema>;

/** The mailed link's token, sent in a body once, so that it can leave the address. */
export const PolicyLinkSessionRequestSchema = z.object({
  token: z.string({ error: 'Falta el token del enlace' }).min(20).max(200),
});
/**
 * What opening a mailed link gives the page: a session token for this policy and
 * purpose (kept in the tab, never in the address) and what the link shows.
 */
export const PolicyLinkSessionSchema = z.object({
  session_token: z.string(),
  expires_at: z.string(),
  access: PolicyAccessSchema,
});
export type PolicyLinkSession = z.infer<typeof PolicyLinkSessionSchema>;

/**
 * A document the policyholder keeps (GET /customer/policies/{id}/documents): the precontractual
 * information (IPID) of every policy, the signed contract, a certificate of insurance while the
 * policy is active, and a receipt for each paid one. `url` is a short-lived download address.
 */
export const CustomerDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['ipid', 'contract', 'endorsement', 'certificate', 'receipt']),
  title: z.string(),
  /** YYYY-MM-DD: when it was issued (the receipt: when it was paid). */
  date: z.string(),
  url: z.string(),
  filename: z.string(),
});
export type CustomerDocument = z.infer<typeof CustomerDocumentSchema>;

export const CustomerDocumentListSchema = z.object({ data: z.array(CustomerDocumentSchema) });
