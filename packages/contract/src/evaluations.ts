import { IdSchema, IsoDateTimeSchema, PaginationQuerySchema, paginated, queryId } from './common.ts';
import { ImeiScreenshotQuerySchema } from './imei.ts';
import { z } from './zod.ts';

// The phone check (peritación); spec 3 (evaluation result), 4 (outcome), 7 (Evaluations).

/** A photo label (spec 3 Evaluation result: frontal.label, trasera.label). */
export const EvaluationLabelSchema = z.enum(['Validated', 'Rejected', 'Breakage'], {
  error: 'La etiqueta debe ser Validated, Rejected o Breakage',
});
export type EvaluationLabel = z.infer<typeof EvaluationLabelSchema>;

/** Spec 4 device type, as the page saw it. */
export const DeviceTypeSchema = z.enum(['desktop', 'android', 'ios', 'other']);
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

/** Customer routes take the policyholder's session or the phone-check link's token (`?token=`). */
export const EvaluationAccessQuerySchema = ImeiScreenshotQuerySchema;
export const EvaluationRiskParamsSchema = z.object({ policyId: IdSchema, riskId: IdSchema });
export const EvaluationPolicyParamsSchema = z.object({ policyId: IdSchema });

/**
 * `POST /policies/{policyId}/risk/{riskId}/evaluation-code`: the one-time value
 * the capture screen shows as a QR code while the front photo is taken.
 */
export const EvaluationCodeSchema = z.object({
  code: z.string(),
  expires_at: IsoDateTimeSchema,
});
export type EvaluationCode = z.infer<typeof EvaluationCodeSchema>;

/**
 * The most one photo of a check may weigh, decoded. The browser sends JPEGs shrunk to 1600 px (a few
 * hundred KB); the cap keeps a public route from taking the upload gate's maximum three times over.
 * The message of EVALUATION_PHOTO_TOO_LARGE names it: change both together.
 */
export const EVALUATION_PHOTO_MAX_BYTES = 6 * 1024 * 1024;

/** The body limit of a send: three photos at the cap in base64 (a third larger), plus the fields. */
export const EVALUATION_SEND_BODY_LIMIT = 3 * Math.ceil((EVALUATION_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

const base64Image = z
  .string({ error: 'Falta la foto' })
  .min(1, { error: 'Falta la foto' })
  .regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]+$/, { error: 'La foto no está en base64' });

export const EvaluationPhotoUploadSchema = z.object({
  filename: z.string().trim().max(200).optional(),
  image: base64Image,
});

/** The phone check's optional location: degrees WGS84 and the browser's accuracy radius in metres. */
export const EvaluationLocationSchema = z.strictObject({
  latitude: z.number({ error: 'Latitud no válida' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitud no válida' }).min(-180).max(180),
  accuracy_m: z.number().min(0).max(100_000).optional(),
});

/**
 * `POST /policies/{policyId}/evaluations` (spec 7): the two mirror photos (and
 * the invoice when allowed) of the policy's phone, and the one-time code the
 * front photo should show. Answers 202: a job checks the photos.
 */
export const EvaluationCreateRequestSchema = z.object({
  risk_id: z.number({ error: 'Falta el dispositivo' }).int().positive(),
  screen_code: z.string({ error: 'Falta el código de la pantalla' }).trim().min(6).max(64),
  device_type: DeviceTypeSchema.default('other'),
  photos: z.object({
    front: EvaluationPhotoUploadSchema,
    back: EvaluationPhotoUploadSchema,
    invoice: EvaluationPhotoUploadSchema.optional(),
  }),
  /** Where the phone was (navigator.geolocation), when the customer's browser allowed it. */
  location: EvaluationLocationSchema.optional(),
});
export type EvaluationCreateRequest = z.input<typeof EvaluationCreateRequestSchema>;

/** Spec 7: "the response holds policy_risks[0].policy_risk_mobile.id". */
export const EvaluationCreatedSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  attempt: z.number().int(),
  policy_risks: z.array(
    z.object({ id: z.number().int(), policy_risk_mobile: z.object({ id: z.number().int() }) }),
  ),
});
export type EvaluationCreated = z.infer<typeof EvaluationCreatedSchema>;

/**
 * `GET /policies/{policyId}/risk/{riskId}/evaluation-status` (spec 3, 7): the
 * latest check of this phone. `partner_card` is spec 4's card flag (the payment
 * is skipped). `reasons` say what to fix on a retake; `retries_left` of 3.
 * `with_expert`: still pending, but the automatic checks are done: a person
 * decides (the expert queue), so the page stops asking and says so.
 */
export const EvaluationStatusSchema = z.object({
  evaluation_id: z.number().int().nullable(),
  status: z.number().int(),
  frontal: z.object({ label: EvaluationLabelSchema.nullable() }),
  trasera: z.object({ label: EvaluationLabelSchema.nullable() }),
  payment_link: z.string().nullable(),
  partner_card: z.boolean(),
  reasons: z.array(z.string()),
  retries_left: z.number().int().min(0),
  decided_at: IsoDateTimeSchema.nullable(),
  with_expert: z.boolean(),
});
export type EvaluationStatusView = z.infer<typeof EvaluationStatusSchema>;

/**
 * `POST /policies/{policyId}/evaluation-handoff`: from a desktop, a short-lived
 * link (shown as a QR code) that opens the same check on the phone.
 */
export const EvaluationHandoffSchema = z.object({ url: z.string(), expires_at: IsoDateTimeSchema });
export type EvaluationHandoff = z.infer<typeof EvaluationHandoffSchema>;

// ---- Back office ----

const commentSchema = z
  .string()
  .trim()
  .max(2000, { error: 'El comentario es demasiado largo (máximo 2.000 caracteres)' });

/**
 * `PATCH /policies/{id}/evaluations/{evaluationId}`: an expert labels each
 * side. A refusal or a breakage needs a comment (it is what the customer reads).
 */
export const EvaluationDecisionSchema = z
  .object({
    frontal_label: EvaluationLabelSchema,
    trasera_label: EvaluationLabelSchema,
    frontal_comment: commentSchema.optional(),
    trasera_comment: commentSchema.optional(),
  })
  .superRefine((value, ctx) => {
    for (const side of ['frontal', 'trasera'] as const) {
      const label = value[`${side}_label`];
      if (label !== 'Validated' && !value[`${side}_comment`]) {
        ctx.addIssue({
          code: 'custom',
          path: [`${side}_comment`],
          message: 'Explica al cliente el motivo: es lo que leerá en el correo',
        });
      }
    }
  });
export type EvaluationDecision = z.input<typeof EvaluationDecisionSchema>;

export const EvaluationDecisionParamsSchema = z.object({ id: IdSchema, evaluationId: IdSchema });
export const StaffEvaluationParamsSchema = z.object({ id: IdSchema, riskId: IdSchema });

/**
 * `POST /policies/{id}/risks/{riskId}/evaluations` (spec 7): staff record a
 * check done elsewhere (in a store, by phone with the customer), with its labels.
 */
export const StaffEvaluationRequestSchema = EvaluationDecisionSchema;
export type StaffEvaluationRequest = z.input<typeof StaffEvaluationRequestSchema>;

export const EvaluationQueueQuerySchema = PaginationQuerySchema.extend({
  /** Spec 4 evaluation status; default 2 (pending: the expert queue). */
  status: queryId().default(2),
  policy_id: queryId().optional(),
});

export const EvaluationQueueItemSchema = z.object({
  id: z.number().int(),
  policy_id: z.number().int(),
  policy_number: z.string(),
  holder_name: z.string(),
  device: z.string(),
  status: z.number().int(),
  attempt: z.number().int(),
  source: z.enum(['customer', 'staff']),
  findings: z.array(z.string()),
  created_at: IsoDateTimeSchema,
  checked_at: IsoDateTimeSchema.nullable(),
});
export const EvaluationQueueSchema = paginated(EvaluationQueueItemSchema);
export type EvaluationQueueItem = z.infer<typeof EvaluationQueueItemSchema>;

export const EvaluationPhotoViewSchema = z.object({
  id: z.number().int(),
  side: z.enum(['front', 'back', 'invoice', 'imei']),
  /** A signed, short-lived address of the image (staff only). */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The automatic checks' measures of this photo (light, sharpness, code read...). */
  checks: z.record(z.string(), z.unknown()).nullable(),
});

export const EvaluationDetailSchema = EvaluationQueueItemSchema.extend({
  policy_risk_id: z.number().int(),
  imei: z.string().nullable(),
  /**
   * Where the phone's IMEI came from: read from the screenshot (ocr, barcode), typed by the
   * customer (manual), or typed by staff after the customer's 3 attempts (staff); null if unknown.
   */
  imei_source: z.enum(['ocr', 'barcode', 'manual', 'staff']).nullable(),
  frontal: z.object({ label: EvaluationLabelSchema.nullable(), comment: z.string().nullable() }),
  trasera: z.object({ label: EvaluationLabelSchema.nullable(), comment: z.string().nullable() }),
  reasons: z.array(z.string()),
  device_type: z.string().nullable(),
  decided_at: IsoDateTimeSchema.nullable(),
  expert_name: z.string().nullable(),
  photos: z.array(EvaluationPhotoViewSchema),
  /** The `*#06#` screenshot the IMEI was read from, when the customer uploaded one. */
  imei_screenshot_url: z.string().nullable(),
});
export type EvaluationDetail = z.infer<typeof EvaluationDetailSchema>;
