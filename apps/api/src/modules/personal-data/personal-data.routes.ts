import { ErrorResponseSchema, IdParamsSchema, MessageResponseSchema, z } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security, staffErrors } from '../route-kit.ts';
import { erasePersonalData } from './erase-personal-data.ts';
import { exportPersonalData } from './export-personal-data.ts';

const errors = staffErrors;
const tags = ['datos personales'];

/** The GDPR rights of a person: a copy of their data, and its erasure (GDPR art. 15 and 17). */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (ip: string) => ({ now: new Date(), ip });

  app.get(
    '/users/:id/personal-data',
    {
      config: { permission: Action.PERSONAL_DATA_EXPORT },
      schema: {
        tags,
        security,
        summary: 'Exportar los datos personales (JSON)',
        params: IdParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply
        .header('content-disposition', `attachment; filename="datos-personales-${request.params.id}.json"`)
        .send(data);
    },
  );

  app.post(
    '/users/:id/erase',
    {
      config: { permission: Action.PERSONAL_DATA_ERASE },
      schema: {
        tags,
        security,
        summary: 'Borrar (anonimizar) los datos personales',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => erasePersonalData(app.db, actorOf(request), request.params.id, ctx(request.ip)),
  );
};
