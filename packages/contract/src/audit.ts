import { PaginationQuerySchema, paginated, queryId } from './common.ts';
import { MailAttachmentSchema } from './signatures.ts';
import { z } from './zod.ts';

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = PaginationQuerySchema.extend({
  filter: z
    .object({
      entity_type: z.string().trim().max(50).optional(),
      entity_id: z.string().trim().max(50).optional(),
      actor_user_id: queryId().optional(),
      action: z.string().trim().max(80).optional(),
      from: z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' }).optional(),
      to: z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' }).optional(),
    })
    .default({}),
  /** With `export_csv=1&token=...` (a token for `audit`) the list answers CSV, same filters. */
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});
export const AuditListSchema = paginated(AuditEntrySchema);

export const MailSchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The files sent with the mail, each with a short-lived download address. */
  attachments: z.array(MailAttachmentSchema),
});
export const MailListQuerySchema = PaginationQuerySchema.extend({
  filter: z.object({ to: z.string().trim().max(254).optional() }).default({}),
});
export const MailListSchema = paginated(MailSchema);
