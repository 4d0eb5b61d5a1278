import {
  ErrorResponseSchema,
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
import { ctx, security, staffErrors } from '../route-kit.ts';
import { readImeiScreenshot } from './read-imei-screenshot.ts';
import { saveRiskImei } from './save-risk-imei.ts';
import { saveStaffImei } from './save-staff-imei.ts';

const tags = ['peritación'];

/** The phone check (issue 10): the IMEI screenshot; photos and the expert queue come next. */
export const evaluationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/policies/:policyId/risk/:riskId/imei',
    {
      // The policyholder's session or the phone-check link's token (?token=): checked by the use-case.
      config: { permission: 'public' },
      // A screenshot in base64 is a third larger than the file the upload gate allows.
      bodyLimit: Math.ceil((app.config.files.maxBytes * 4) / 3) + 64 * 1024,
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
};
