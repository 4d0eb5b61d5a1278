import { ErrorResponseSchema, HealthResponseSchema } from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './check-health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.db, new Date());
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
