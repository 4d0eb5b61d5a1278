import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { createProductCategory } from './create-product-category.ts';
import { deleteProductCategory } from './delete-product-category.ts';
import { getProductCategory } from './get-product-category.ts';
import { listProductCategories } from './list-product-categories.ts';
import { updateProductCategory } from './update-product-category.ts';

/** The catalog's product categories. */
export const productCategoriesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listProductCategories', async () => ({ data: await listProductCategories(db) }));

  endpoint(app, 'getProductCategory', ({ params }) => getProductCategory(db, params.id));

  endpoint(app, 'createProductCategory', ({ actor, body, ctx }) =>
    createProductCategory(db, actor, body, ctx),
  );

  endpoint(app, 'updateProductCategory', ({ actor, params, body, ctx }) =>
    updateProductCategory(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'deleteProductCategory', async ({ actor, params, ctx }) => {
    await deleteProductCategory(db, actor, params.id, ctx);
    return null;
  });
};
