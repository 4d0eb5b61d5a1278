import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { getProduct } from './get-product.ts';
import { listProducts } from './list-products.ts';
import { updateProduct } from './update-product.ts';

/** Products: the covers and price ranges of each insurance. */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listProducts', async ({ query }) => ({ data: await listProducts(db, query.filter) }));

  endpoint(app, 'getProduct', ({ params }) => getProduct(db, params.id));

  endpoint(app, 'updateProduct', ({ actor, params, body, ctx }) =>
    updateProduct(db, actor, params.id, body, ctx),
  );
};
