import { ErrorResponseSchema, ExportTokenRequestSchema, ExportTokenResponseSchema } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { actorOf, FORBIDDEN } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { issueToken } from '../../services/tokens.ts';

/** The action each export needs; the token is only handed out to a role that could read the list. */
const exportAction = {
  policies: Action.POLICIES_EXPORT,
  'policy-claims': Action.CLAIMS_READ,
  distributors: Action.PARTNERS_READ,
  'stores-priv': Action.PARTNERS_READ,
  users: Action.USERS_READ,
  audit: Action.AUDIT_READ,
} as const;

/**
 * Spec 6 puts the token of CSV export links in the query string, where it
 * ends up in browser history and server logs: so it is a 5-minute token made
 * for exports only, never the login token.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/exports/token',
    {
      config: { permission: Action.ACCOUNT_SELF },
      schema: {
        tags: ['exportaciones'],
        security: [{ bearerAuth: [] }],
        summary: 'Token de un solo uso, 5 minutos, para el enlace de exportación CSV de un recurso',
        body: ExportTokenRequestSchema,
        response: {
          201: ExportTokenResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!can(actor.role, exportAction[request.body.resource])) throw new AppError('forbidden', FORBIDDEN);
      const now = new Date();
      const token = await app.db.transaction(async (tx) => {
        const issued = await issueToken(tx, {
          purpose: 'csv_export',
          userId: actor.id,
          subject: { type: `export:${request.body.resource}` },
          now,
          ip: request.ip,
        });
        await writeAudit(tx, {
          action: 'export.token',
          entityType: 'export',
          entityId: request.body.resource,
          actor,
          ip: request.ip,
        });
        return issued;
      });
      return reply.status(201).send({ token: token.raw, expires_at: token.expiresAt.toISOString() });
    },
  );
};
