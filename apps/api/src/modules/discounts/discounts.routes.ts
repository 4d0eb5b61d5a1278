import {
  DiscountInputSchema,
  DiscountListQuerySchema,
  DiscountListSchema,
  DiscountPatchSchema,
  DiscountSchema,
  DiscountValidationQuerySchema,
  DiscountValidationSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { checkDiscountCode } from './check-discount-code.ts';
import { createDiscount } from './create-discount.ts';
import { deleteDiscount } from './delete-discount.ts';
import { discountLabel, toDiscount } from './discount-view.ts';
import { findPublicDiscount } from './find-public-discount.ts';
import { getDiscount } from './get-discount.ts';
import { listDiscounts } from './list-discounts.ts';
import { updateDiscount } from './update-discount.ts';

const tags = ['descuentos'];
const errors = staffErrors;

export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discounts/validate/:code',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Comprobar un código de descuento',
        params: z.object({ code: z.string().max(40) }),
        querystring: DiscountValidationQuerySchema,
        response: {
          200: DiscountValidationSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
          400: ErrorResponseSchema,
          // Too many unknown codes from the address (with Retry-After).
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await checkDiscountCode(app.db, request.params.code, {
        now: new Date(),
        ip: request.ip,
        productTypeId: request.query.product_type_id,
        storeId: request.query.store_id,
      });
      const discount = toDiscount(row);
      return {
        code: discount.code,
        description: discount.description,
        kind: discount.kind,
        value: discount.value,
        label: discountLabel(discount),
      };
    },
  );
  app.get(
    '/public-discount',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'La campaña pública en vigor, si la hay',
        response: { 200: DiscountValidationSchema.nullable() },
      },
    },
    async () => findPublicDiscount(app.db, new Date()),
  );
  app.get(
    '/discounts',
    {
      config: { permission: Action.DISCOUNTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Descuentos',
        querystring: DiscountListQuerySchema,
        response: { 200: DiscountListSchema, ...errors },
      },
    },
    async (request) => listDiscounts(app.db, request.query),
  );
  app.get(
    '/discounts/:id',
    {
      config: { permission: Action.DISCOUNTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Un descuento',
        params: IdParamsSchema,
        response: { 200: DiscountSchema, ...errors },
      },
    },
    async (request) => getDiscount(app.db, request.params.id),
  );
  app.post(
    '/discounts',
    {
      config: { permission: Action.DISCOUNTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Crear un descuento',
        body: DiscountInputSchema,
        response: { 201: DiscountSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDiscount(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.patch(
    '/discounts/:id',
    {
      config: { permission: Action.DISCOUNTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar un descuento',
        params: IdParamsSchema,
        body: DiscountPatchSchema,
        response: { 200: DiscountSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateDiscount(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.delete(
    '/discounts/:id',
    {
      config: { permission: Action.DISCOUNTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Borrar un descuento',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDiscount(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
};
