import {
  CallYouRequestSchema,
  CallYouResponseSchema,
  ContactRequestListQuerySchema,
  ContactRequestListSchema,
  ContactRequestSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { closeContactRequest } from './close-contact-request.ts';
import { listContactRequests } from './list-contact-requests.ts';
import { requestCallBack } from './request-call-back.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/call-you',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['contacto'],
        summary: 'Solicitar que te llamemos',
        body: CallYouRequestSchema,
        response: {
          201: CallYouResponseSchema,
          400: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await requestCallBack(app.db, request.body, { now: new Date(), ip: request.ip });
      return reply.status(201).send(created);
    },
  );

  const staff = { tags: ['contacto'], security: [{ bearerAuth: [] }] };
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/contact-requests',
    {
      config: { permission: Action.CONTACT_REQUESTS_MANAGE },
      schema: {
        ...staff,
        summary: 'Solicitudes de llamada',
        querystring: ContactRequestListQuerySchema,
        response: { 200: ContactRequestListSchema, ...errors },
      },
    },
    async (request) => listContactRequests(app.db, request.query),
  );

  app.post(
    '/contact-requests/:id/close',
    {
      config: { permission: Action.CONTACT_REQUESTS_MANAGE },
      schema: {
        ...staff,
        summary: 'Cerrar una solicitud de llamada',
        params: IdParamsSchema,
        response: {
          200: ContactRequestSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      closeContactRequest(app.db, actorOf(request), request.params.id, { now: new Date(), ip: request.ip }),
  );
};
