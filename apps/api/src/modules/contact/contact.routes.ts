import { CallYouRequestSchema, CallYouResponseSchema, ErrorResponseSchema } from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCallBack } from './request-call-back.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/call-you',
    {
      schema: {
        tags: ['contacto'],
        summary: 'Solicitar que te llamemos',
        body: CallYouRequestSchema,
        response: { 201: CallYouResponseSchema, 400: ErrorResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await requestCallBack(app.db, request.body, { now: new Date(), ip: request.ip });
      return reply.status(201).send(created);
    },
  );
};
