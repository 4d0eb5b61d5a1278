import {
  DiscountsImportReportSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  NetworkCsvRequestSchema,
  StoreInputSchema,
  StoreListQuerySchema,
  StoreListSchema,
  StorePatchSchema,
  StorePrivListQuerySchema,
  StorePrivListSchema,
  StorePrivSchema,
  StoreSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { csvTooLarge } from '../../services/csv-import.ts';
import { storesPrivCsv } from '../exports/stores-priv-csv.ts';
import { base64BodyLimit, ctx, security, staffErrors } from '../route-kit.ts';
import { createStore } from './create-store.ts';
import { deleteStore } from './delete-store.ts';
import { getStore } from './get-store.ts';
import { DISCOUNT_CSV_MAX_BYTES, importDiscountsCsv } from './import-discounts-csv.ts';
import { listStores } from './list-stores.ts';
import { listAllStoresPriv, listStoresPriv } from './list-stores-priv.ts';
import { updateStore } from './update-store.ts';

const tags = ['distribuidores y tiendas'];
const E = ErrorResponseSchema;

/**
 * Stores (spec 7 `/stores`, `/stores-priv`, `/stores/{id}/discounts-csv`,
 * issue 13); the public `/stores-select` and the landings are in
 * modules/landings. Reading is partners.read within the caller's scope (a
 * distributor manager its distributors' stores, a store seller its own; any
 * other id is 404); writing is partners.manage (admin).
 */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    {
      config: { permission: Action.PARTNERS_READ },
      schema: {
        tags,
        security,
        summary: 'Tiendas visibles (filtros: texto, distribuidor, activas)',
        querystring: StoreListQuerySchema,
        response: { 200: StoreListSchema, ...staffErrors },
      },
    },
    async (request) => listStores(app.db, actorOf(request), request.query),
  );
  app.get(
    '/stores-priv',
    {
      config: { permission: Action.PARTNERS_READ, csvExport: 'stores-priv' },
      schema: {
        tags,
        security,
        summary:
          'Tiendas con sus datos comerciales: contacto, comisión y pólizas (con export_csv=1&token=... devuelve CSV)',
        querystring: StorePrivListQuerySchema,
        response: { 200: StorePrivListSchema.or(z.string()), ...staffErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.export_csv === '1') {
        const rows = await listAllStoresPriv(app.db, actor, request.query.filter);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="tiendas.csv"')
          .send(storesPrivCsv(rows));
      }
      return listStoresPriv(app.db, actor, request.query);
    },
  );
  app.get(
    '/stores/:id',
    {
      config: { permission: Action.PARTNERS_READ },
      schema: {
        tags,
        security,
        summary: 'Una tienda',
        params: IdParamsSchema,
        response: { 200: StoreSchema, ...staffErrors },
      },
    },
    async (request) => getStore(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/stores',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Dar de alta una tienda',
        body: StoreInputSchema,
        response: { 201: StorePrivSchema, 409: E, 422: E, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStore(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.patch(
    '/stores/:id',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar una tienda (también cambiarla de distribuidor)',
        params: IdParamsSchema,
        body: StorePatchSchema,
        response: { 200: StorePrivSchema, 409: E, 422: E, ...staffErrors },
      },
    },
    async (request) =>
      updateStore(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.delete(
    '/stores/:id',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Dar de baja una tienda (no con su landing publicada)',
        params: IdParamsSchema,
        response: { 204: z.null(), 409: E, ...staffErrors },
      },
    },
    async (request, reply) => {
      await deleteStore(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/stores/:id/discounts-csv',
    {
      config: {
        permission: Action.PARTNERS_MANAGE,
        bodyTooLargeMessage: csvTooLarge(DISCOUNT_CSV_MAX_BYTES),
      },
      bodyLimit: base64BodyLimit(DISCOUNT_CSV_MAX_BYTES),
      schema: {
        tags,
        security,
        summary: 'Crear códigos de descuento de la tienda desde CSV (fileBase64), con informe por fila',
        params: IdParamsSchema,
        body: NetworkCsvRequestSchema,
        response: { 200: DiscountsImportReportSchema, 413: E, 422: E, ...staffErrors },
      },
    },
    async (request) =>
      importDiscountsCsv(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
};
