import {
  ErrorResponseSchema,
  IdParamsSchema,
  ProductCategoryInputSchema,
  ProductCategoryListSchema,
  ProductCategorySchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';

import { createProductCategory } from './create-product-category.ts';
import { deleteProductCategory } from './delete-product-category.ts';
import { getProductCategory } from './get-product-category.ts';
import { listProductCategories } from './list-product-categories.ts';
import { updateProductCategory } from './update-product-category.ts';

const tags = ['catálogo'];
const errors = staffErrors;

/** The catalog's product categories. */
export const productCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product_categories',
    {
      config: { permission: 'public' },
      schema: { tags, summary: 'Categorías de producto', response: { 200: ProductCategoryListSchema } },
    },
    async () => ({ data: await listProductCategories(app.db) }),
  );
  app.get(
    '/product_categories/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Una categoría',
        params: IdParamsSchema,
        response: { 200: ProductCategorySchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getProductCategory(app.db, request.params.id),
  );
  app.post(
    '/product_categories',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Crear una categoría',
        body: ProductCategoryInputSchema,
        response: { 201: ProductCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProductCategory(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.patch(
    '/product_categories/:id',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar una categoría',
        params: IdParamsSchema,
        body: ProductCategoryInputSchema.partial(),
        response: { 200: ProductCategorySchema, ...errors },
      },
    },
    async (request) =>
      updateProductCategory(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.delete(
    '/product_categories/:id',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Borrar una categoría',
        params: IdParamsSchema,
        response: { 204: z.null(), 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteProductCategory(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
};
