import { AuditListQuerySchema, AuditListSchema, ErrorResponseSchema, z } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsvStream } from '../exports/audit-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { listAudit, streamAudit } from './list-audit.ts';

/** Read only: there is no route that changes or deletes audit rows (and a trigger forbids it). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { permission: Action.AUDIT_READ, csvExport: 'audit' },
      schema: {
        tags: ['auditoría'],
        security: [{ bearerAuth: [] }],
        summary: 'Registro de auditoría (con export_csv=1&token=... devuelve CSV)',
        querystring: AuditListQuerySchema,
        response: {
          200: AuditListSchema.or(z.string()),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.query.export_csv === '1')
        return sendCsvStream(
          reply,
          'auditoria.csv',
          auditCsvStream(streamAudit(app.db, request.query.filter)),
        );
      return listAudit(app.db, request.query);
    },
  );
};
