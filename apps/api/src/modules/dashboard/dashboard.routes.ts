import { DashboardQuerySchema, DashboardSchema, ErrorResponseSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security, staffErrors } from '../route-kit.ts';
import { getDashboard } from './get-dashboard.ts';

/** The back-office dashboard (issue 13): a period's figures over the policies the caller may see. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { permission: Action.POLICIES_READ },
      schema: {
        tags: ['panel'],
        security,
        summary:
          'Ventas, primas, recibos, peritaciones en espera y siniestros abiertos de un periodo (días de Madrid)',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...staffErrors, 422: ErrorResponseSchema },
      },
    },
    async (request) => getDashboard(app.db, actorOf(request), request.query, new Date()),
  );
};
