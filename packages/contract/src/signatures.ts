import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { z } from './zod.ts';

// Signing the policy contract (spec 2 policy-sign and /signature/{id}/return, spec 3
// sign_link and contract_link, spec 4 'Contrato sin firmar'), its evidence, and the policy's mails.

/** Customer routes take the policyholder's session or the signing link's session token (`?token=`). */
export const SigningAccessQuerySchema = z.object({
  token: z.string().min(20, { error: 'El enlace de firma no es válido' }).max(200).optional(),
});
export const SigningParamsSchema = z.object({ id: IdSchema });

export const SigningStatusSchema = z.enum(['pending', 'signed', 'failed', 'expired', 'cancelled']);
export type SigningStatus = z.infer<typeof SigningStatusSchema>;

/**
 * `GET /policies/{id}/signature`: what the signing page and the return page show. `outcome` is
 * the server's word on the signing (the return page never trusts its own address):
 * `signed`, `pending` (open, waiting for the signer), `failed` (the last try failed; the
 * customer can try again), `expired` (the last signing lapsed unsigned after 7 days untouched;
 * the customer prepares the contract again with `POST …/signature/start`), `none` (nothing to
 * sign: the policy is not paid yet, or cancelled).
 */
export const SigningStateSchema = z.object({
  policy: z.object({
    id: z.number().int(),
    number: z.string(),
    holder_name: z.string(),
    product_name: z.string(),
    status: z.number().int(),
    devices: z.array(z.string()),
    premium_cents: z.number().int(),
    periodicity: z.number().int(),
  }),
  outcome: z.enum(['signed', 'pending', 'failed', 'expired', 'none']),
  signature: z
    .object({
      id: z.number().int(),
      status: SigningStatusSchema,
      /** SHA-256 of the contract shown, so the signer can compare it with the audit page. */
      document_sha256: z.string(),
      /** Where a code can go, masked (`l***@correo.es`, `+34 6** *** 678`); null when there is no mobile. */
      /** `sms` the masked mobile (null without one); `sms_offered` whether SMS can reach a phone here at all. */
      destinations: z.object({ mail: z.string(), sms: z.string().nullable(), sms_offered: z.boolean() }),
      code_channel: z.enum(['mail', 'sms']).nullable(),
      code_sent_at: IsoDateTimeSchema.nullable(),
      /** Seconds before another code may be asked for (0: now). */
      code_resend_in: z.number().int().min(0),
      signed_at: IsoDateTimeSchema.nullable(),
      failure_reason: z.string().nullable(),
      /** When an open signing lapses if nobody touches it (7 days after the last touch); null once closed. */
      expires_at: IsoDateTimeSchema.nullable(),
    })
    .nullable(),
  /** A short-lived download address of the signed contract, once signed. */
  contract_link: z.string().nullable(),
});
export type SigningState = z.infer<typeof SigningStateSchema>;

/** `POST /policies/{id}/signature/code`: a 6-digit code by mail or SMS, valid 10 minutes. */
export const SendSigningCodeRequestSchema = z.object({
  channel: z.enum(['mail', 'sms'], { error: 'Elige dónde recibir el código: correo o SMS' }),
});
export type SendSigningCodeRequest = z.infer<typeof SendSigningCodeRequestSchema>;
export const SigningCodeSentSchema = z.object({
  message: z.string(),
  channel: z.enum(['mail', 'sms']),
  destination: z.string(),
  expires_at: IsoDateTimeSchema,
});
export type SigningCodeSent = z.infer<typeof SigningCodeSentSchema>;

/** A drawn signature, PNG, as a data URL or bare base64; 300 KB of base64 at most. */
export const SIGNATURE_IMAGE_MAX_CHARS = 400_000;

/** `POST /policies/{id}/signature/sign` (with an Idempotency-Key). */
export const SignContractRequestSchema = z.object({
  code: z
    .string({ error: 'Escribe el código que te hemos enviado' })
    .trim()
    .regex(/^\d{6}$/, { error: 'El código tiene 6 cifras' }),
  signature_image: z
    .string({ error: 'Dibuja tu firma' })
    .min(100, { error: 'Dibuja tu firma' })
    .max(SIGNATURE_IMAGE_MAX_CHARS, { error: 'La imagen de la firma es demasiado grande' })
    .regex(/^(data:image\/png;base64,)?[A-Za-z0-9+/=]+$/, { error: 'La firma debe ser una imagen PNG' }),
  consent: z.literal(true, {
    error: 'Marca la casilla para confirmar que has leído el contrato y aceptas firmarlo',
  }),
});
export type SignContractRequest = z.infer<typeof SignContractRequestSchema>;

export const SignContractResultSchema = z.object({
  policy_id: z.number().int(),
  status: z.number().int(),
  signed_at: IsoDateTimeSchema,
  signed_document_sha256: z.string(),
  contract_link: z.string(),
});
export type SignContractResult = z.infer<typeof SignContractResultSchema>;

// Back office.

export const EvidenceRecordSchema = z.object({
  sequence: z.number().int(),
  kind: z.string(),
  /** Spanish label of the kind, for the trail. */
  label: z.string(),
  payload: z.record(z.string(), z.unknown()),
  occurred_at: IsoDateTimeSchema,
  prev_hash: z.string(),
  hash: z.string(),
});

export const SigningSummarySchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: SigningStatusSchema,
  document_sha256: z.string(),
  signed_document_sha256: z.string().nullable(),
  opened_at: IsoDateTimeSchema.nullable(),
  code_channel: z.enum(['mail', 'sms']).nullable(),
  code_sent_at: IsoDateTimeSchema.nullable(),
  code_confirmed_at: IsoDateTimeSchema.nullable(),
  signed_at: IsoDateTimeSchema.nullable(),
  signer_ip: z.string().nullable(),
  signer_user_agent: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: IsoDateTimeSchema,
});

/** `GET /policies/{id}/evidence`: the signing trail and the check of its chain. */
export const PolicyEvidenceSchema = z.object({
  signatures: z.array(SigningSummarySchema),
  records: z.array(EvidenceRecordSchema),
  chain: z.object({
    valid: z.boolean(),
    records: z.number().int(),
    /** The first record that does not hold, when the chain is broken. */
    broken_at: z.number().int().nullable(),
    reason: z.enum(['hash_mismatch', 'link_mismatch', 'sequence_gap']).nullable(),
  }),
  /** The signed contract's short-lived download address. */
  contract_link: z.string().nullable(),
});
export type PolicyEvidence = z.infer<typeof PolicyEvidenceSchema>;

/** The largest PDF a staff member may check against the signing (decoded bytes). */
export const VERIFY_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;

/** `POST /policies/{id}/evidence/verify-document`: is this PDF the one signed (or shown)? */
export const VerifyDocumentRequestSchema = z.object({
  fileBase64: z
    .string({ error: 'Falta el fichero (fileBase64)' })
    .min(1, { error: 'El fichero está vacío' })
    .regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]+$/, { error: 'El fichero no está en base64' }),
});
export const VerifyDocumentResultSchema = z.object({
  sha256: z.string(),
  /** `signed`: the sealed contract; `unsigned`: the contract as shown before signing; `none`: neither. */
  match: z.enum(['signed', 'unsigned', 'none']),
  signature_id: z.number().int().nullable(),
  signed_at: IsoDateTimeSchema.nullable(),
});
export type VerifyDocumentResult = z.infer<typeof VerifyDocumentResultSchema>;

/** `POST /policies/{id}/signature/resend`: the signing link again, by mail (and SMS when asked). */
export const ResendSigningLinkRequestSchema = z.object({ sms: z.boolean().optional() }).default({});
export const ResendSigningLinkResultSchema = z.object({ message: z.string(), mail_id: z.number().int() });

/** `POST /policies/{id}/mail`: the policy's documents again, attached to one mail. */
export const SendPolicyDocumentsRequestSchema = z
  .object({
    /** Another address than the policy's (the customer asked for a copy elsewhere). */
    to: z.email({ error: 'El correo no es válido' }).max(254).optional(),
  })
  .default({});
export const SendPolicyDocumentsResultSchema = z.object({
  message: z.string(),
  mail_id: z.number().int(),
  attachments: z.array(z.string()),
});

/** `POST /mail-outbox/{id}/resend`: a copy of an outbox mail, queued again with its attachments. */
export const ResendMailResultSchema = z.object({ message: z.string(), mail_id: z.number().int() });

export const MailAttachmentSchema = z.object({
  filename: z.string(),
  /** A short-lived download address. */
  url: z.string(),
});
