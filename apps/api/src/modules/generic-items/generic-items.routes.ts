import {
  ErrorResponseSchema,
  GenericItemInputSchema,
  GenericItemListQuerySchema,
  GenericItemListSchema,
  GenericItemSchema,
  IdParamsSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { deleteGenericItem } from './delete-generic-item.ts';
import { getGenericItem } from './get-generic-item.ts';
import { listGenericItems } from './list-generic-items.ts';
import { updateGenericItem } from './update-generic-item.ts';
import { upsertGenericItem } from './upsert-generic-item.ts';

const tags = ['catálogo'];
const errors = staffErrors;

export const genericItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/generic_items',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Catálogo de marcas, modelos y dispositivos (búsqueda)',
        querystring: GenericItemListQuerySchema,
        response: { 200: GenericItemListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listGenericItems(app.db, request.query),
  );
  app.get(
    '/generic_items/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Un dispositivo del catálogo',
        params: IdParamsSchema,
        response: { 200: GenericItemSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getGenericItem(app.db, request.params.id),
  );
  app.post(
    '/generic_items',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Crear o actualizar un dispositivo (misma marca y modelo)',
        body: GenericItemInputSchema,
        response: { 200: GenericItemSchema, 201: GenericItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { item, created } = await upsertGenericItem(
        app.db,
        actorOf(request),
        request.body,
        ctx(request.ip),
      );
      return reply.status(created ? 201 : 200).send(item);
    },
  );
  app.patch(
    '/generic_items/:id',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar un dispositivo',
        params: IdParamsSchema,
        body: GenericItemInputSchema.partial(),
        response: { 200: GenericItemSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateGenericItem(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.delete(
    '/generic_items/:id',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Retirar un dispositivo del catálogo',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteGenericItem(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
};
