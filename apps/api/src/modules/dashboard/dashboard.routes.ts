import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { getDashboard } from './get-dashboard.ts';

/** The back-office dashboard (docs/dashboard.md): a period's figures over the policies the caller may see. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'getDashboard', ({ actor, query, now }) => getDashboard(app.db, actor, query, now));
};
