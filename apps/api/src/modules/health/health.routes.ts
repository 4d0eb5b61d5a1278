import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { checkHealth } from './check-health.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'health', async ({ now, reply }) => {
    const health = await checkHealth(app.db, now);
    if (health.status !== 'ok') reply.code(503);
    return health;
  });
};
