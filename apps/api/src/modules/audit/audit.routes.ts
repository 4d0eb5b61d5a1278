import { AuditListQuerySchema, AuditListSchema, ErrorResponseSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from './list-audit.ts';

/** Read only: there is no route that changes or deletes audit rows (and a trigger forbids it). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { permission: Action.AUDIT_READ },
      schema: {
        tags: ['auditoría'],
        security: [{ bearerAuth: [] }],
        summary: 'Registro de auditoría',
        querystring: AuditListQuerySchema,
        response: {
          200: AuditListSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
