import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { getProductType } from './get-product-type.ts';
import { listProductTypes } from './list-product-types.ts';

/** The product types (spec 9): the kinds of insurance on sale. */
export const productTypesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listProductTypes', async ({ query }) => ({
    data: await listProductTypes(db, query.filter),
  }));

  endpoint(app, 'getProductType', ({ params }) => getProductType(db, params.id));
};
