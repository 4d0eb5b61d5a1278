import { z } from './zod.ts';

/** `GET /api/files/{key}`: the file store's signed download link (the link is the authorization). */
export const FileKeyParamsSchema = z.object({
  '*': z.string().describe('Clave del archivo (evaluations/31/2026/11/<uuid>.jpg)'),
});

export const SignedLinkQuerySchema = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'Debe ser un número')
    .transform(Number),
  signature: z.string().min(1).max(200),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

/** `POST /api/csp-report`: what browsers send; read leniently by the server, which logs it. */
export const CspReportBodySchema = z.unknown();
