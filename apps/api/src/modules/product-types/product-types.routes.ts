import {
  ErrorResponseSchema,
  IdParamsSchema,
  ProductTypeListQuerySchema,
  ProductTypeListSchema,
  ProductTypeSchema,
} from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../route-kit.ts';

import { getProductType } from './get-product-type.ts';
import { listProductTypes } from './list-product-types.ts';

const tags = ['catálogo'];
const _errors = staffErrors;

/** The product types (spec 9): the kinds of insurance on sale. */
export const productTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product_types',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Tipos de producto',
        querystring: ProductTypeListQuerySchema,
        response: { 200: ProductTypeListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await listProductTypes(app.db, request.query.filter) }),
  );
  app.get(
    '/product_types/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Un tipo de producto',
        params: IdParamsSchema,
        response: { 200: ProductTypeSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getProductType(app.db, request.params.id),
  );
};
