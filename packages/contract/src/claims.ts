import { bodyId, IdSchema, IsoDateSchema, PaginationQuerySchema, paginated, queryId } from './common.ts';
import { z } from './zod.ts';

// Claims (spec 3 Claim, Claim document, Claim extra field; spec 7
// Claims and /policy-claims). A claim is a draft (sent_at null) until the
// policyholder sends it with its required documents.

/** `/policies/{id}/risks/{riskId}/claims`. */
export const ClaimRiskParamsSchema = z.object({ id: IdSchema, riskId: IdSchema });
/** `/claims/{id}/documents/{documentId}`. */
export const ClaimDocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema });

/** The answers of the claim form, by the field ids `claimExtraFields` gives (the server checks each). */
export const ClaimExtraFieldsInputSchema = z.record(
  z.string().max(60),
  z.union([z.string().max(4000), z.boolean(), z.null()]),
  { error: 'Los datos del formulario deben ser pares campo: valor' },
);

const DescriptionSchema = z
  .string({ error: 'Cuéntanos qué ha pasado' })
  .trim()
  .min(10, { error: 'Cuéntanos qué ha pasado (al menos 10 caracteres)' })
  .max(5000, { error: 'Como máximo 5000 caracteres' });

const claimFields = {
  claim_type_id: bodyId({ error: 'Indica el tipo de siniestro' }),
  /** The day it happened, 'YYYY-MM-DD' (Madrid). */
  occurred_at: IsoDateSchema,
  description: DescriptionSchema,
  extra_fields: ClaimExtraFieldsInputSchema,
};

export const CreateClaimRequestSchema = z.object({
  ...claimFields,
  extra_fields: ClaimExtraFieldsInputSchema.default({}),
});
export type CreateClaimRequest = z.output<typeof CreateClaimRequestSchema>;

/**
 * A draft's fields, any of them; extra_fields replaces the whole set of answers. Without the
 * create schema's default: a change of description alone keeps the answers given before.
 */
export const UpdateClaimDraftRequestSchema = z
  .object(claimFields)
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'No hay nada que cambiar' });

/**
 * PATCH /policies/{id}/risks/{riskId}/claims (spec 7): a draft claim of that risk changed through
 * the risk, named by `claim_id`, with the same fields as PATCH /claims/{id}.
 */
export const UpdateRiskClaimRequestSchema = z
  .object(claimFields)
  .partial()
  .extend({
    claim_id: z.coerce
      .number({ error: 'Indica el siniestro' })
      .int({ error: 'Indica el siniestro' })
      .positive({ error: 'Indica el siniestro' }),
  })
  .refine((value) => Object.entries(value).some(([key, v]) => key !== 'claim_id' && v !== undefined), {
    error: 'No hay nada que cambiar',
  });

/** The JSON form of a document upload (the other is multipart/form-data with the fields `type` and `file`). */
export const UploadClaimDocumentRequestSchema = z.object({
  type: z.string({ error: 'Indica qué documento es' }).trim().min(1).max(40),
  fileBase64: z.string({ error: 'Falta el archivo' }).min(1, { error: 'Falta el archivo' }),
  filename: z.string().trim().max(200).optional(),
});

export const ClaimDocumentStateSchema = z.enum(['pending_upload', 'received', 'accepted', 'rejected']);

export const ClaimDocumentFileSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  filename: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  review_status: z.enum(['pending', 'accepted', 'rejected']),
  rejection_reason: z.string().nullable(),
  replaces_id: z.number().int().nullable(),
  created_at: z.string(),
  /** A short-lived signed link that shows the file (`/api/files/...`). */
  url: z.string(),
});

export const ClaimChecklistItemSchema = z.object({
  type: z.string(),
  title: z.string(),
  description: z.string(),
  allow_multiple: z.boolean(),
  state: ClaimDocumentStateSchema,
  rejection_reason: z.string().nullable(),
  document_ids: z.array(z.number().int()),
  /** When the desk asked for this document beyond the type's own list; null for the type's own. */
  requested_at: z.string().nullable(),
});

export const ClaimChecklistSchema = z.object({
  items: z.array(ClaimChecklistItemSchema),
  /** The types still to upload (or upload again). */
  missing: z.array(z.string()),
  is_complete: z.boolean(),
});

export const DeadlineStateSchema = z.enum(['ok', 'near', 'late']);
export const ClaimDeadlineSchema = z.object({
  due: z.string(),
  state: DeadlineStateSchema,
  days_left: z.number().int().nullable(),
});
export const ClaimDeadlinesSchema = z.object({
  /** 7 days from the loss to report it (Ley 50/1980, art. 16). */
  report: ClaimDeadlineSchema,
  /** 40 days from the declaration to pay at least the minimum (art. 18); null while a draft. */
  minimum_payment: ClaimDeadlineSchema.nullable(),
  /** The desk's own target to close; null when none is set. */
  target: ClaimDeadlineSchema.nullable(),
  worst: DeadlineStateSchema,
});
export type ClaimDeadlinesView = z.infer<typeof ClaimDeadlinesSchema>;

export const ClaimExtraFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select', 'date', 'toggle', 'textarea', 'checkbox']),
  options: z.array(z.string()).optional(),
  helper: z.string().optional(),
  required: z.boolean(),
  value: z.union([z.string(), z.boolean(), z.null()]),
});

export const ClaimStatusEntrySchema = z.object({
  status: z.number().int(),
  label: z.string(),
  comment: z.string().nullable(),
  created_at: z.string(),
});

export const ClaimSummarySchema = z.object({
  id: z.number().int(),
  /** SIN-<year>-<6 digits>, given when sent; null while a draft. */
  number: z.string().nullable(),
  policy_id: z.number().int(),
  policy_risk_id: z.number().int(),
  device: z.string(),
  claim_type_id: z.number().int(),
  claim_type_name: z.string(),
  internal_status: z.number().int(),
  /** The customer's label (claimStatusLabel): ABIERTO, CERRADO, DESCONOCIDO. */
  status_label: z.string(),
  is_draft: z.boolean(),
  occurred_on: z.string(),
  sent_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  checklist: ClaimChecklistSchema,
  deadlines: ClaimDeadlinesSchema,
  notify_denied: z.boolean(),
  denial_reason: z.string().nullable(),
});
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;

/** A file sent with a message (the customer's reply), behind a short-lived signed link. */
export const ClaimMessageAttachmentSchema = z.object({
  filename: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});

/** One message of the conversation on a claim, either way. */
export const ClaimMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'staff']),
  /** 'Tú' is the web's; here the policyholder's first name, or the desk's name for the customer. */
  author_name: z.string(),
  body: z.string(),
  attachment: ClaimMessageAttachmentSchema.nullable(),
  created_at: z.string(),
  /** When the other side opened it; null while unread. */
  read_at: z.string().nullable(),
});
export type ClaimMessage = z.infer<typeof ClaimMessageSchema>;

const MessageBodySchema = z
  .string({ error: 'Escribe el mensaje' })
  .trim()
  .min(1, { error: 'Escribe el mensaje' })
  .max(2000, { error: 'Como máximo 2000 caracteres' });

/** `POST /claims/{id}/messages`: the policyholder writes to the desk, with one file if they like. */
export const ClaimReplyRequestSchema = z.object({
  body: MessageBodySchema,
  fileBase64: z.string().min(1, { error: 'El archivo está vacío' }).optional(),
  filename: z.string().trim().max(200).optional(),
});
export type ClaimReplyRequest = z.infer<typeof ClaimReplyRequestSchema>;

/** `POST /claims/{id}/desk/messages`: the desk writes to the policyholder. */
export const StaffClaimMessageRequestSchema = z.object({ body: MessageBodySchema });
export type StaffClaimMessageRequest = z.infer<typeof StaffClaimMessageRequestSchema>;

export const ClaimDetailSchema = ClaimSummarySchema.extend({
  policy_number: z.string(),
  product_type_id: z.number().int(),
  description: z.string(),
  source: z.enum(['customer', 'staff']),
  repair_center_id: z.number().int().nullable(),
  extra_fields: z.array(ClaimExtraFieldSchema),
  documents: z.array(ClaimDocumentFileSchema),
  /** The public history, oldest first (comments the customer may read). */
  statuses: z.array(ClaimStatusEntrySchema),
  /** The conversation with the desk, oldest first. */
  messages: z.array(ClaimMessageSchema),
  updated_at: z.string(),
});
export type ClaimDetail = z.infer<typeof ClaimDetailSchema>;

export const ClaimListSchema = z.object({ data: z.array(ClaimSummarySchema) });

/** `status` of the desk's list: a draft is not yet the desk's, so drafts show only when asked for. */
export const ClaimListStatusSchema = z.enum(['draft', 'opened', 'closed', 'documentation_rejected']);

export const PolicyClaimListFilterSchema = z
  .object({
    status: ClaimListStatusSchema.optional(),
    claim_type_id: queryId().optional(),
    product_type_id: queryId().optional(),
    /** Declaration (sent) days, Madrid, both included. */
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    distributor_id: queryId().optional(),
    store_id: queryId().optional(),
    repair_center_id: queryId().optional(),
    /** '1': only claims with a customer's message the desk has not opened. */
    unread: z.enum(['1']).optional(),
  })
  .default({});
export type PolicyClaimListFilter = z.output<typeof PolicyClaimListFilterSchema>;

export const PolicyClaimListQuerySchema = PaginationQuerySchema.extend({
  filter: PolicyClaimListFilterSchema,
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});

export const PolicyClaimListItemSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  policy_id: z.number().int(),
  policy_number: z.string(),
  complete_name: z.string(),
  product_type_id: z.number().int(),
  claim_type_id: z.number().int(),
  claim_type_name: z.string(),
  internal_status: z.number().int(),
  /** Staff's label: as the customer's, plus FALTA DOCUMENTACIÓN and DENEGADO. */
  status_label: z.string(),
  /** Closed as denied (the customer sees 'Siniestro denegado' with the reason). */
  notify_denied: z.boolean(),
  is_draft: z.boolean(),
  occurred_on: z.string(),
  sent_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  distributor_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  repair_center_id: z.number().int().nullable(),
  repair_center_name: z.string().nullable(),
  deadline_state: DeadlineStateSchema,
  /** The customer's messages the desk has not opened yet. */
  unread_messages: z.number().int(),
});
export type PolicyClaimListItem = z.infer<typeof PolicyClaimListItemSchema>;
export const PolicyClaimListSchema = paginated(PolicyClaimListItemSchema);
