import {
  IdParamsSchema,
  PolicyDetailSchema,
  PolicyListQuerySchema,
  PolicyListSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { policiesCsv } from '../exports/policies-csv.ts';
import { security, staffErrors } from '../route-kit.ts';
import { getPolicy } from './get-policy.ts';
import { listAllPolicies, listPolicies } from './list-policies.ts';

const tags = ['pólizas'];
const errors = staffErrors;

export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies',
    {
      config: { permission: Action.POLICIES_READ, csvExport: 'policies' },
      schema: {
        tags,
        security,
        summary: 'Pólizas (con export_csv=1&token=... devuelve CSV)',
        querystring: PolicyListQuerySchema,
        response: { 200: PolicyListSchema.or(z.string()), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.export_csv === '1') {
        const csv = policiesCsv(await listAllPolicies(app.db, actor, request.query.filter));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="polizas.csv"')
          .send(csv);
      }
      return listPolicies(app.db, actor, request.query);
    },
  );
  app.get(
    '/policies/:id',
    {
      config: { permission: Action.POLICIES_READ },
      schema: {
        tags,
        security,
        summary: 'Una póliza',
        params: IdParamsSchema,
        response: { 200: PolicyDetailSchema, ...errors },
      },
    },
    async (request) => getPolicy(app.db, actorOf(request), request.params.id, new Date()),
  );
};
