import {
  ErrorResponseSchema,
  EVALUATION_SEND_BODY_LIMIT,
  EvaluationAccessQuerySchema,
  EvaluationCodeSchema,
  EvaluationCreatedSchema,
  EvaluationCreateRequestSchema,
  EvaluationHandoffSchema,
  EvaluationPolicyParamsSchema,
  EvaluationRiskParamsSchema,
  EvaluationStatusSchema,
  ImeiReadingSchema,
  ImeiScreenshotParamsSchema,
  ImeiScreenshotQuerySchema,
  ImeiScreenshotRequestSchema,
  SavedImeiSchema,
  SaveImeiRequestSchema,
  StaffImeiParamsSchema,
  StaffImeiRequestSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { base64BodyLimit, ctx, security, staffErrors } from '../route-kit.ts';
import { createEvaluation } from './create-evaluation.ts';
import { getEvaluationStatus } from './get-evaluation-status.ts';
import { issueEvaluationCode } from './issue-evaluation-code.ts';
import { readImeiScreenshot } from './read-imei-screenshot.ts';
import { saveRiskImei } from './save-risk-imei.ts';
import { saveStaffImei } from './save-staff-imei.ts';
import { startEvaluationHandoff } from './start-evaluation-handoff.ts';

const tags = ['peritación'];

/** The refusals any customer route of the phone check may answer (access, state, upload gate, limits). */
const customerErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * The phone check's customer routes (issue 10): the IMEI screenshot, the
 * screen code, the photos, the status the page polls, the desktop-to-phone
 * link. Staff routes (expert queue, decisions) are in staff-evaluations.routes.ts.
 * Customer routes take the policyholder's session or the link's token (?token=),
 * checked by the use-cases.
 */
export const evaluationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/policies/:policyId/risk/:riskId/imei',
    {
      // The policyholder's session or the phone-check link's token (?token=): checked by the use-case.
      config: { permission: 'public' },
      // A screenshot in base64 is a third larger than the file the upload gate allows.
      bodyLimit: base64BodyLimit(app.config.files.maxBytes),
      schema: {
        tags,
        summary: 'Leer el IMEI de la captura de *#06# (código de barras u OCR)',
        params: ImeiScreenshotParamsSchema,
        querystring: ImeiScreenshotQuerySchema,
        body: ImeiScreenshotRequestSchema,
        response: {
          200: ImeiReadingSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      readImeiScreenshot(
        app.db,
        app.services,
        { actor: request.actor, token: request.query.token },
        request.params,
        request.body,
        new Date(),
      ),
  );

  app.put(
    '/policies/:policyId/risk/:riskId/imei',
    {
      // Same access as the screenshot: the policyholder's session or the link's token (?token=).
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Guardar el IMEI del móvil asegurado (leído o escrito a mano)',
        params: ImeiScreenshotParamsSchema,
        querystring: ImeiScreenshotQuerySchema,
        body: SaveImeiRequestSchema,
        response: {
          200: SavedImeiSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      saveRiskImei(
        app.db,
        { actor: request.actor, token: request.query.token },
        request.params,
        request.body,
        new Date(),
      ),
  );

  app.post(
    '/users/:userId/mobile-imei',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Guardar desde el back office el IMEI del móvil de un cliente',
        params: StaffImeiParamsSchema,
        body: StaffImeiRequestSchema,
        response: {
          200: SavedImeiSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...staffErrors,
        },
      },
    },
    async (request) =>
      saveStaffImei(app.db, actorOf(request), request.params.userId, request.body, ctx(request.ip)),
  );

  app.post(
    '/policies/:policyId/risk/:riskId/evaluation-code',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Código de un solo uso que la pantalla muestra en la foto frontal',
        params: EvaluationRiskParamsSchema,
        querystring: EvaluationAccessQuerySchema,
        response: { 201: EvaluationCodeSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const code = await issueEvaluationCode(
        app.db,
        { actor: request.actor, token: request.query.token },
        request.params,
        new Date(),
      );
      return reply.code(201).send(code);
    },
  );

  app.post(
    '/policies/:policyId/evaluations',
    {
      config: { permission: 'public' },
      // Front, back and the invoice at EVALUATION_PHOTO_MAX_BYTES each, in base64: ~24 MB, not 3 × the gate's maximum.
      bodyLimit: EVALUATION_SEND_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Enviar las fotos de la peritación (se revisan en segundo plano)',
        params: EvaluationPolicyParamsSchema,
        querystring: EvaluationAccessQuerySchema,
        body: EvaluationCreateRequestSchema,
        response: {
          202: EvaluationCreatedSchema,
          ...customerErrors,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createEvaluation(
        app.db,
        app.services,
        { actor: request.actor, token: request.query.token },
        request.params.policyId,
        request.body,
        { ...ctx(request.ip), log: request.log },
      );
      return reply.code(202).send(created);
    },
  );

  app.get(
    '/policies/:policyId/risk/:riskId/evaluation-status',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Estado de la peritación del móvil (la página lo consulta tras enviar las fotos)',
        params: EvaluationRiskParamsSchema,
        querystring: EvaluationAccessQuerySchema,
        response: { 200: EvaluationStatusSchema, ...customerErrors },
      },
    },
    async (request) =>
      getEvaluationStatus(app.db, { actor: request.actor, token: request.query.token }, request.params, {
        ...ctx(request.ip),
        publicUrl: app.config.publicUrl,
      }),
  );

  app.post(
    '/policies/:policyId/evaluation-handoff',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Enlace corto (código QR) para seguir la peritación en el móvil',
        params: EvaluationPolicyParamsSchema,
        querystring: EvaluationAccessQuerySchema,
        response: { 201: EvaluationHandoffSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const handoff = await startEvaluationHandoff(
        app.db,
        { actor: request.actor, token: request.query.token },
        request.params.policyId,
        { ...ctx(request.ip), publicUrl: app.config.publicUrl },
      );
      return reply.code(201).send(handoff);
    },
  );
};
