import {
  ErrorResponseSchema,
  EvaluationDecisionParamsSchema,
  EvaluationDecisionSchema,
  EvaluationDetailSchema,
  EvaluationQueueQuerySchema,
  EvaluationQueueSchema,
  IdParamsSchema,
  StaffEvaluationParamsSchema,
  StaffEvaluationRequestSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security, staffErrors } from '../route-kit.ts';
import { decideEvaluation } from './decide-evaluation.ts';
import { getEvaluation } from './get-evaluation.ts';
import { listEvaluations } from './list-evaluations.ts';
import { recordStaffEvaluation } from './record-staff-evaluation.ts';

const tags = ['peritación'];

/** The back office of the phone check (issue 10): the expert queue, one check, the expert's decision. */
export const staffEvaluationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (ip: string) => ({ now: new Date(), ip, publicUrl: app.config.publicUrl });

  app.get(
    '/evaluations',
    {
      config: { permission: Action.EVALUATIONS_READ },
      schema: {
        tags,
        security,
        summary:
          'Peritaciones por estado (por defecto, la cola de pendientes, de la más antigua a la más reciente)',
        querystring: EvaluationQueueQuerySchema,
        response: { 200: EvaluationQueueSchema, ...staffErrors },
      },
    },
    async (request) => listEvaluations(app.db, actorOf(request), request.query),
  );

  app.get(
    '/evaluations/:id',
    {
      config: { permission: Action.EVALUATIONS_READ },
      schema: {
        tags,
        security,
        summary: 'Una peritación, con enlaces firmados de corta duración a sus fotos y a la captura del IMEI',
        params: IdParamsSchema,
        response: { 200: EvaluationDetailSchema, ...staffErrors },
      },
    },
    async (request) =>
      getEvaluation(app.db, app.services.files, actorOf(request), request.params.id, new Date()),
  );

  app.patch(
    '/policies/:id/evaluations/:evaluationId',
    {
      config: { permission: Action.EVALUATIONS_DECIDE },
      schema: {
        tags,
        security,
        summary: 'Decidir una peritación pendiente: etiqueta y comentario de cada cara',
        params: EvaluationDecisionParamsSchema,
        body: EvaluationDecisionSchema,
        response: {
          200: EvaluationDetailSchema,
          409: ErrorResponseSchema,
          ...staffErrors,
        },
      },
    },
    async (request) =>
      decideEvaluation(
        app.db,
        app.services.files,
        actorOf(request),
        { policyId: request.params.id, evaluationId: request.params.evaluationId },
        request.body,
        context(request.ip),
      ),
  );

  app.post(
    '/policies/:id/risks/:riskId/evaluations',
    {
      config: { permission: Action.EVALUATIONS_DECIDE },
      schema: {
        tags,
        security,
        summary: 'Registrar una peritación hecha por el personal (sin fotos), ya decidida',
        params: StaffEvaluationParamsSchema,
        body: StaffEvaluationRequestSchema,
        response: {
          201: EvaluationDetailSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const detail = await recordStaffEvaluation(
        app.db,
        app.services.files,
        actorOf(request),
        { policyId: request.params.id, riskId: request.params.riskId },
        request.body,
        context(request.ip),
      );
      return reply.code(201).send(detail);
    },
  );
};
