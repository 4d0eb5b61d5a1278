import {
  ErrorResponseSchema,
  IdParamsSchema,
  ProductCategoryInputSchema,
  ProductCategoryListSchema,
  ProductCategorySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductTypeListQuerySchema,
  ProductTypeListSchema,
  ProductTypeSchema,
  UpdateProductRequestSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import {
  createProductCategory,
  deleteProductCategory,
  getProductCategory,
  listProductCategories,
  updateProductCategory,
} from './product-categories.ts';
import { getProductType, listProductTypes } from './product-types.ts';
import { getProduct, listProducts, updateProduct } from './products.ts';

const tags = ['catálogo'];
const errors = staffErrors;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
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
