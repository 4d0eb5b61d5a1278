import { CspReportBodySchema, ErrorResponseSchema, z } from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { hitRateLimit, type Limit } from '../../services/rate-limit.ts';
import { readCspReports } from './read-csp-reports.ts';

/** A page with a broken policy reports on every load: enough for that, not for a flood. */
const REPORTS_PER_IP: Limit = { max: 60, windowMs: 15 * 60 * 1000 };
/** One report is a few hundred bytes; Chromium batches a handful. */
const REPORT_BODY_LIMIT = 32 * 1024;

/**
 * POST /api/csp-report: browsers send here what the Content-Security-Policy
 * blocked (report-uri and report-to), and each violation goes to the log as a
 * warning. Public, as browsers send no credentials; limited per address.
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: no other route accepts these content types.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('CSP_REPORT_NOT_JSON'), undefined);
      }
    },
  );

  app.post(
    '/csp-report',
    {
      config: { permission: 'public' },
      bodyLimit: REPORT_BODY_LIMIT,
      onRequest: async (request) =>
        hitRateLimit(app.db, `csp-report-ip:${request.ip}`, REPORTS_PER_IP, new Date()),
      schema: {
        tags: ['seguridad'],
        summary: 'Recibir informes de infracciones de la política de seguridad de contenidos (CSP)',
        description:
          'Acepta `application/csp-report` (report-uri), `application/reports+json` (Reporting API) y JSON. Cada infracción se escribe en el registro del servidor.',
        body: CspReportBodySchema,
        response: {
          204: z.null(),
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const violations = readCspReports(request.body);
      if (!violations) throw new AppError('CSP_REPORT_INVALID');
      for (const violation of violations) request.log.warn({ csp: violation }, 'CSP violation');
      return reply.status(204).send(null);
    },
  );
};
