import { ExportTokenRequestSchema, ExportTokenResponseSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { issueExportToken } from './issue-export-token.ts';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/exports/token',
    {
      config: { permission: Action.ACCOUNT_SELF },
      schema: {
        tags: ['exportaciones'],
        security,
        summary: 'Token de un solo uso, 5 minutos, para el enlace de exportación CSV de un recurso',
        body: ExportTokenRequestSchema,
        response: { 201: ExportTokenResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await issueExportToken(app.db, actorOf(request), request.body.resource, ctx(request.ip))),
  );
};
