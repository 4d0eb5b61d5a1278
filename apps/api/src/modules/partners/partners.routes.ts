import { ErrorResponseSchema, PartnerOptionsSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { listPartnerOptions } from './list-partner-options.ts';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partner-options',
    {
      config: { permission: Action.PARTNERS_READ },
      schema: {
        tags: ['distribuidores y tiendas'],
        security: [{ bearerAuth: [] }],
        summary: 'Distribuidores y tiendas visibles, para selectores',
        response: { 200: PartnerOptionsSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => listPartnerOptions(app.db, actorOf(request)),
  );
};
