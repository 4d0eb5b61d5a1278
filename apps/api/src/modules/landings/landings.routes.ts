import {
  ErrorResponseSchema,
  IdParamsSchema,
  StoreDirectorySchema,
  StoreLandingInputSchema,
  StoreLandingListQuerySchema,
  StoreLandingListSchema,
  StoreLandingSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security } from '../route-kit.ts';
import { createStoreLanding } from './create-store-landing.ts';
import { listLandingsOfStore } from './list-landings-of-store.ts';
import { listStoreDirectory } from './list-store-directory.ts';
import { listStoreLandings } from './list-store-landings.ts';
import { updateStoreLanding } from './update-store-landing.ts';

const tags = ['tiendas'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

export const landingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores-select',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Tiendas activas (directorio público)',
        response: { 200: StoreDirectorySchema },
      },
    },
    async () => ({ data: await listStoreDirectory(app.db) }),
  );
  app.get(
    '/stores-landings',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Páginas de tienda',
        querystring: StoreLandingListQuerySchema,
        response: { 200: StoreLandingListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: await listStoreLandings(app.db, { slug: request.query.filter.slug, active: true }),
    }),
  );
  app.get(
    '/stores/:id/landings',
    {
      config: { permission: Action.PARTNERS_READ },
      schema: {
        tags,
        security,
        summary: 'Páginas de una tienda',
        params: IdParamsSchema,
        response: { 200: StoreLandingListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listLandingsOfStore(app.db, actorOf(request), request.params.id) }),
  );
  app.post(
    '/stores/:id/landings',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Crear la página de una tienda',
        params: IdParamsSchema,
        body: StoreLandingInputSchema,
        response: { 201: StoreLandingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createStoreLanding(
            app.db,
            actorOf(request),
            request.params.id,
            request.body,
            ctx(request.ip),
          ),
        ),
  );
  app.patch(
    '/stores/:id/landings',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar la página de una tienda',
        params: IdParamsSchema,
        body: StoreLandingInputSchema.partial(),
        response: { 200: StoreLandingSchema, ...errors },
      },
    },
    async (request) =>
      updateStoreLanding(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
};
