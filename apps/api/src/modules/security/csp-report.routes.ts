import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { hitRateLimit, type Limit } from '../../services/rate-limit.ts';
import { endpoint } from '../endpoint.ts';
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
export const cspReportRoutes: FastifyPluginAsync = async (app) => {
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

  // Counted before the body is read; this plugin has only this route.
  app.addHook('onRequest', async (request) =>
    hitRateLimit(app.db, `csp-report-ip:${request.ip}`, REPORTS_PER_IP, app.clock.now()),
  );

  endpoint(
    app,
    'reportCspViolation',
    ({ body, request }) => {
      const violations = readCspReports(body);
      if (!violations) throw new AppError('CSP_REPORT_INVALID');
      for (const violation of violations) request.log.warn({ csp: violation }, 'CSP violation');
      return null;
    },
    { bodyLimit: REPORT_BODY_LIMIT },
  );
};
