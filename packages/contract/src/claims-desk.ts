import { ClaimDetailSchema, ClaimDocumentParamsSchema } from './claims.ts';
import { bodyId, PaginationQuerySchema, paginated, queryId } from './common.ts';
import { OptionalPhoneSchema } from './contact.ts';
import { z } from './zod.ts';

// The claims desk (back office): reviewing documents, status changes,
// comments, the repair center, the dashboard panel, and the repair centers.

const ReasonSchema = z
  .string({ error: 'Indica el motivo' })
  .trim()
  .min(5, { error: 'Indica el motivo (al menos 5 caracteres)' })
  .max(1000, { error: 'Como máximo 1000 caracteres' });

/** `/claims/{id}/documents/{documentId}/review`: accept a file, or reject it with the reason the customer reads. */
export const ReviewClaimDocumentRequestSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('accepted') }),
    z.object({ decision: z.literal('rejected'), reason: ReasonSchema }),
  ],
  { error: 'Indica si aceptas o rechazas el documento' },
);
export type ReviewClaimDocumentRequest = z.infer<typeof ReviewClaimDocumentRequestSchema>;
export const ReviewClaimDocumentParamsSchema = ClaimDocumentParamsSchema;

/**
 * `/claims/{id}/status`: `opened` (reopen), `closed`, or `denied` (closed with
 * `notify_denied` and the reason the customer sees). The comment goes to the history;
 * `is_public` says whether the customer reads it (a denial's reason always is).
 */
export const ChangeClaimStatusRequestSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('opened'),
      comment: z.string().trim().max(2000).optional(),
      is_public: z.boolean().default(true),
    }),
    z.object({
      status: z.literal('closed'),
      comment: z.string().trim().max(2000).optional(),
      is_public: z.boolean().default(true),
    }),
    z.object({ status: z.literal('denied'), reason: ReasonSchema }),
  ],
  { error: 'Indica el nuevo estado: abierto, cerrado o denegado' },
);
export type ChangeClaimStatusRequest = z.infer<typeof ChangeClaimStatusRequestSchema>;

/** `/claims/{id}/comments`: a note in the history; public ones are mailed to the customer. */
export const AddClaimCommentRequestSchema = z.object({
  comment: z
    .string({ error: 'Escribe el comentario' })
    .trim()
    .min(1, { error: 'Escribe el comentario' })
    .max(2000, { error: 'Como máximo 2000 caracteres' }),
  is_public: z.boolean().default(false),
});
export type AddClaimCommentRequest = z.infer<typeof AddClaimCommentRequestSchema>;

/**
 * `POST /claims/{id}/document-requests`: ask the customer for one more
 * document, the location history (spec 5, "when requested") or another in the
 * desk's words. It joins the customer's checklist and is mailed.
 */
export const RequestClaimDocumentRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('location_history'),
      description: z.string().trim().max(500, { error: 'Como máximo 500 caracteres' }).optional(),
    }),
    z.object({
      kind: z.literal('other'),
      title: z
        .string({ error: 'Indica qué documento pides' })
        .trim()
        .min(3, { error: 'Indica qué documento pides (al menos 3 caracteres)' })
        .max(80, { error: 'Como máximo 80 caracteres' }),
      description: z
        .string({ error: 'Explica al cliente qué debe enviar' })
        .trim()
        .min(5, { error: 'Explica al cliente qué debe enviar (al menos 5 caracteres)' })
        .max(500, { error: 'Como máximo 500 caracteres' }),
    }),
  ],
  { error: 'Indica qué documento pides: el historial de ubicaciones u otro' },
);
export type RequestClaimDocumentRequest = z.infer<typeof RequestClaimDocumentRequestSchema>;

/** `DELETE /claims/{id}/document-requests/{type}`: withdraw a request nothing was sent for yet. */
export const ClaimDocumentRequestParamsSchema = z.object({
  id: ClaimDocumentParamsSchema.shape.id,
  type: z.string().regex(/^(location_history|extra_\d{1,4})$/, { error: 'Documento pedido no válido' }),
});

/** `POST /claims/{id}/desk/messages/read`: how many of the customer's messages were marked read. */
export const ClaimMessagesReadSchema = z.object({ marked: z.number().int() });

/** `/claims/{id}/repair-center`: assign one (it must repair the claim's product type), or null to unassign. */
export const AssignRepairCenterRequestSchema = z.object({
  repair_center_id: bodyId({ error: 'Indica el taller' }).nullable(),
});

/** One entry of the full history staff see: public or internal, with who wrote it. */
export const ClaimHistoryEntrySchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  label: z.string(),
  comment: z.string().nullable(),
  is_public: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});

/** A photo of the phone check made when the policy began, shown next to a phone claim's photos. */
export const ClaimEvaluationPhotoSchema = z.object({
  evaluation_id: z.number().int(),
  /** 'front' or 'back' (the two mirror photos). */
  side: z.string(),
  taken_at: z.string(),
  url: z.string(),
});

export const ClaimDocumentReviewSchema = z.object({
  document_id: z.number().int(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});

/** `GET /claims/{id}` as staff see it: the customer's view plus what only the desk reads. */
export const StaffClaimDetailSchema = ClaimDetailSchema.extend({
  policyholder: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  product_type_name: z.string(),
  repair_center_name: z.string().nullable(),
  /** Every entry, internal ones too, oldest first. */
  history: z.array(ClaimHistoryEntrySchema),
  reviews: z.array(ClaimDocumentReviewSchema),
  /** For a phone claim, the photos of the phone check; empty otherwise. */
  evaluation_photos: z.array(ClaimEvaluationPhotoSchema),
});
export type StaffClaimDetail = z.infer<typeof StaffClaimDetailSchema>;

/** The dashboard panel: open claims by type and age, and the time from declaration to closing. */
export const ClaimsDashboardSchema = z.object({
  open_by_type: z.array(
    z.object({
      claim_type_id: z.number().int(),
      claim_type_name: z.string(),
      /** Open days since the declaration: under 7, 7 to 30, over 30. */
      under_7_days: z.number().int(),
      from_7_to_30_days: z.number().int(),
      over_30_days: z.number().int(),
      total: z.number().int(),
    }),
  ),
  open_total: z.number().int(),
  /** Open claims past or within 2 days of a legal or target deadline. */
  deadlines_near: z.number().int(),
  deadlines_late: z.number().int(),
  /** Average days from declaration to closing over the claims closed in the last 90 days; null if none. */
  average_days_to_close: z.number().nullable(),
  closed_last_90_days: z.number().int(),
});
export type ClaimsDashboard = z.infer<typeof ClaimsDashboardSchema>;

// Repair centers (spec 7 `/repair_centers`).

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const RepairCenterFieldsSchema = z.object({
  name: z
    .string({ error: 'Indica el nombre del taller' })
    .trim()
    .min(2, { error: 'Indica el nombre del taller' })
    .max(200),
  tax_id: optionalText(20),
  email: z.email({ error: 'Indica un correo válido' }).max(200).nullable().optional(),
  phone: OptionalPhoneSchema,
  address: optionalText(300),
  city: optionalText(120),
  province: optionalText(120),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'El código postal tiene 5 cifras' })
    .nullable()
    .optional(),
  /** The product types it repairs (at least one). */
  product_type_ids: z
    .array(bodyId({ error: 'Tipo de producto no válido' }))
    .min(1, { error: 'Indica al menos un tipo de producto que repara' }),
  active: z.boolean(),
});
export const RepairCenterInputSchema = RepairCenterFieldsSchema.extend({ active: z.boolean().default(true) });
export type RepairCenterInput = z.infer<typeof RepairCenterInputSchema>;
// From the fields without defaults: a PATCH that leaves `active` out must not reactivate the center.
export const RepairCenterPatchSchema = RepairCenterFieldsSchema.partial().refine(
  (value) => Object.values(value).some((v) => v !== undefined),
  { error: 'No hay nada que cambiar' },
);

export const RepairCenterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  product_type_ids: z.array(z.number().int()),
  active: z.boolean(),
  /** Claims assigned to it that are not closed. */
  open_claims: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RepairCenter = z.infer<typeof RepairCenterSchema>;

export const RepairCenterListQuerySchema = PaginationQuerySchema.extend({
  filter: z
    .object({
      q: z.string().trim().max(100).optional(),
      product_type_id: queryId().optional(),
      active: z.enum(['true', 'false']).optional(),
    })
    .default({}),
});
export const RepairCenterListSchema = paginated(RepairCenterSchema);
