import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { listPartnerOptions } from './list-partner-options.ts';

export const partnersRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'listPartnerOptions', ({ actor }) => listPartnerOptions(app.db, actor));
};
