import {
  ErrorResponseSchema,
  IdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  UpdateProductRequestSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';

import { getProduct } from './get-product.ts';
import { listProducts } from './list-products.ts';
import { updateProduct } from './update-product.ts';

const tags = ['catálogo'];
const errors = staffErrors;

/** Products: the covers and price ranges of each insurance. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Productos con coberturas y tramos de precio',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await listProducts(app.db, request.query.filter) }),
  );
  app.get(
    '/products/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Un producto',
        params: IdParamsSchema,
        response: { 200: ProductSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getProduct(app.db, request.params.id),
  );
  app.patch(
    '/products/:id',
    {
      config: { permission: Action.CATALOG_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar un producto y sus precios',
        params: IdParamsSchema,
        body: UpdateProductRequestSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) =>
      updateProduct(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
};
