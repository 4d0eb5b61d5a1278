import {
  CancelPolicyRequestSchema,
  CancelPolicyResultSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PolicyDetailSchema,
  PolicyListQuerySchema,
  PolicyListSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { policiesCsvStream } from '../exports/policies-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { idempotencyKeyOf, security, staffErrors } from '../route-kit.ts';
import { cancelPolicy, staffMayCancel } from './cancel-policy.ts';
import { getPolicy } from './get-policy.ts';
import { listPolicies, streamPolicies } from './list-policies.ts';

const tags = ['pólizas'];
const errors = staffErrors;
const E = ErrorResponseSchema;

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
        const rows = streamPolicies(app.db, actor, request.query.filter, request.query.sort);
        return sendCsvStream(reply, 'polizas.csv', policiesCsvStream(rows));
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
    async (request) => getPolicy(app.db, app.services.files, actorOf(request), request.params.id, new Date()),
  );
  app.post(
    '/policies/:id/cancel',
    {
      // Any login at the door; staff without policies.update are refused before the body is read.
      config: { permission: Action.ACCOUNT_SELF },
      preValidation: async (request) => {
        if (!staffMayCancel(actorOf(request))) throw new AppError('FORBIDDEN');
      },
      schema: {
        tags,
        security,
        summary:
          'Desistir (15 días) o cancelar una póliza: el tomador la suya (withdrawal o customer), el personal cualquiera. Envía Idempotency-Key.',
        params: IdParamsSchema,
        body: CancelPolicyRequestSchema,
        // Bad input, no login, a role that may not, not yours, already cancelled or too late, bad dates.
        response: { 200: CancelPolicyResultSchema, 400: E, 401: E, 403: E, 404: E, 409: E, 422: E },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      return cancelPolicy(
        app.db,
        app.services.cardGateway,
        {
          policyId: request.params.id,
          request: request.body,
          actor: actorOf(request),
          ip: request.ip,
          idempotencyKey: key,
        },
        { now: new Date(), log: request.log },
      );
    },
  );
};
