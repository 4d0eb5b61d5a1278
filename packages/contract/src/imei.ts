import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { z } from './zod.ts';

/** `POST /policies/{policyId}/risk/{riskId}/imei`: the `*#06#` screenshot of the insured phone. */
export const ImeiScreenshotParamsSchema = z.object({ policyId: IdSchema, riskId: IdSchema });

/** Opened from the phone-check link of a mail, the link's token stands in for a session. */
export const ImeiScreenshotQuerySchema = z.object({
  token: z.string({ error: 'Falta el token del enlace' }).min(20).max(200).optional(),
});

export const ImeiScreenshotRequestSchema = z.object({
  /** Spec 7: a fixed name for the IMEI capture; kept as the download name. */
  filename: z.string().trim().max(200).optional(),
  /** Spec 7 (default png). Informative only: the type is read from the bytes. */
  extension: z
    .string()
    .trim()
    .max(10)
    .regex(/^[A-Za-z0-9]*$/, { error: 'Extensión no válida' })
    .default('png'),
  image: z
    .string({ error: 'Falta la imagen' })
    .min(1, { error: 'Falta la imagen' })
    // Base64, optionally as a data URL (what a browser's FileReader gives).
    .regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]+$/, { error: 'La imagen no está en base64' }),
});
export type ImeiScreenshotRequest = z.input<typeof ImeiScreenshotRequestSchema>;

export const ImeiReadingSchema = z.object({
  imei: z.string().regex(/^\d{15}$/),
  source: z.enum(['ocr', 'barcode']),
});
export type ImeiReading = z.infer<typeof ImeiReadingSchema>;

/**
 * `PUT /policies/{policyId}/risk/{riskId}/imei`: the customer confirms the IMEI
 * read from the screenshot or types it. The 15 digits and the Luhn digit are
 * checked by the server (not here) so that a wrong entry counts as an attempt.
 */
export const SaveImeiRequestSchema = z.object({
  imei: z.string({ error: 'Falta el IMEI' }).trim().min(1, { error: 'Falta el IMEI' }).max(40),
  source: z.enum(['ocr', 'barcode', 'manual'], { error: 'Origen del IMEI no válido' }),
});
export type SaveImeiRequest = z.input<typeof SaveImeiRequestSchema>;

export const SavedImeiSchema = z.object({
  imei: z.string().regex(/^\d{15}$/),
  source: z.enum(['ocr', 'barcode', 'manual', 'staff']),
  /** Attempts left of the 3 (spec 3, imeiRetryCount); none once used. */
  retries_left: z.number().int().min(0),
});
export type SavedImei = z.infer<typeof SavedImeiSchema>;

/**
 * `POST /users/{userId}/mobile-imei` (spec 7): staff save the IMEI of a customer's phone, with
 * the spec's body `{ "extra_fields": { "imei": "…" } }` or the flat `imei` of the back-office
 * form. The policy and phone may be left out when the customer has exactly one phone waiting
 * for its IMEI (the IMEI queue's case); with several, the server asks which.
 */
export const StaffImeiParamsSchema = z.object({ userId: IdSchema });
const staffImei = z.string({ error: 'Falta el IMEI' }).trim().min(1, { error: 'Falta el IMEI' }).max(40);
export const StaffImeiRequestSchema = z
  .object({
    policy_id: IdSchema.optional(),
    risk_id: IdSchema.optional(),
    extra_fields: z.object({ imei: staffImei }).optional(),
    imei: staffImei.optional(),
  })
  .refine((body) => (body.extra_fields?.imei ?? body.imei) !== undefined, {
    error: 'Falta el IMEI',
    path: ['imei'],
  })
  .refine((body) => body.risk_id === undefined || body.policy_id !== undefined, {
    error: 'Indica la póliza del móvil',
    path: ['policy_id'],
  })
  .transform((body) => ({
    policy_id: body.policy_id ?? null,
    risk_id: body.risk_id ?? null,
    imei: body.extra_fields?.imei ?? body.imei ?? '',
  }));
export type StaffImeiRequest = z.input<typeof StaffImeiRequestSchema>;

/** One IMEI entry of a phone as staff see it in the IMEI queue (imei_attempts). */
export const ImeiAttemptSchema = z.object({
  at: IsoDateTimeSchema,
  kind: z.enum(['screenshot', 'entry', 'staff']),
  imei: z.string().nullable(),
  outcome: z.enum(['read', 'unreadable', 'invalid', 'repeated', 'saved']),
  counted: z.boolean(),
  /** The screenshot, as a signed link that lives a few minutes; null for a typed entry. */
  screenshot_url: z.string().nullable(),
});
export type ImeiAttempt = z.infer<typeof ImeiAttemptSchema>;

/**
 * `GET /evaluations/imei-pending`: the phones whose customer used the 3 IMEI attempts and that
 * still have no IMEI, on policies not yet in force or cancelled, the longest waiting first.
 */
export const ImeiPendingItemSchema = z.object({
  policy_id: z.number().int(),
  policy_number: z.string(),
  risk_id: z.number().int(),
  user_id: z.number().int(),
  holder_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  device: z.string(),
  /** When the last attempt was used: how long the customer has waited. */
  waiting_since: IsoDateTimeSchema,
  attempts: z.array(ImeiAttemptSchema),
});
export type ImeiPendingItem = z.infer<typeof ImeiPendingItemSchema>;
export const ImeiPendingListSchema = z.object({ data: z.array(ImeiPendingItemSchema) });
export type ImeiPendingList = z.infer<typeof ImeiPendingListSchema>;
