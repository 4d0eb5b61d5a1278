import {
  DistributorInputSchema,
  DistributorListQuerySchema,
  DistributorListSchema,
  DistributorPatchSchema,
  DistributorSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  JobStartedSchema,
  NetworkCsvRequestSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { csvTooLarge } from '../../services/csv-import.ts';
import { distributorsCsv } from '../exports/distributors-csv.ts';
import { base64BodyLimit, ctx, security, staffErrors } from '../route-kit.ts';
import { createDistributor } from './create-distributor.ts';
import { deleteDistributor } from './delete-distributor.ts';
import { getDistributor } from './get-distributor.ts';
import { importStoresCsv, STORE_CSV_MAX_BYTES, STORES_IMPORT_STARTED } from './import-stores-csv.ts';
import { listAllDistributors, listDistributors } from './list-distributors.ts';
import { updateDistributor } from './update-distributor.ts';

const tags = ['distribuidores y tiendas'];
const E = ErrorResponseSchema;

/**
 * Distributors (spec 7 `/distributors`, issue 13). Reading is partners.read,
 * within the caller's scope (a distributor manager its own, a store seller
 * its stores' distributor; any other id is 404); writing and importing is
 * partners.manage (admin). docs/network.md has the rules.
 */
export const distributorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/distributors',
    {
      config: { permission: Action.PARTNERS_READ, csvExport: 'distributors' },
      schema: {
        tags,
        security,
        summary: 'Distribuidores (filtros: texto, activos; con export_csv=1&token=... devuelve CSV)',
        querystring: DistributorListQuerySchema,
        response: { 200: DistributorListSchema.or(z.string()), ...staffErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.export_csv === '1') {
        const rows = await listAllDistributors(app.db, actor, request.query.filter);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="distribuidores.csv"')
          .send(distributorsCsv(rows));
      }
      return listDistributors(app.db, actor, request.query);
    },
  );
  app.get(
    '/distributors/:id',
    {
      config: { permission: Action.PARTNERS_READ },
      schema: {
        tags,
        security,
        summary: 'Un distribuidor',
        params: IdParamsSchema,
        response: { 200: DistributorSchema, ...staffErrors },
      },
    },
    async (request) => getDistributor(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/distributors',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Dar de alta un distribuidor',
        body: DistributorInputSchema,
        response: { 201: DistributorSchema, 409: E, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDistributor(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.patch(
    '/distributors/:id',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar un distribuidor',
        params: IdParamsSchema,
        body: DistributorPatchSchema,
        response: { 200: DistributorSchema, 409: E, ...staffErrors },
      },
    },
    async (request) =>
      updateDistributor(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.delete(
    '/distributors/:id',
    {
      config: { permission: Action.PARTNERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Dar de baja un distribuidor (no mientras tenga tiendas)',
        params: IdParamsSchema,
        response: { 204: z.null(), 409: E, ...staffErrors },
      },
    },
    async (request, reply) => {
      await deleteDistributor(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/distributors/:id/stores-csv',
    {
      config: { permission: Action.PARTNERS_MANAGE, bodyTooLargeMessage: csvTooLarge(STORE_CSV_MAX_BYTES) },
      // Room for the largest file allowed; a bigger one gets the use-case's message from the error handler.
      bodyLimit: base64BodyLimit(STORE_CSV_MAX_BYTES),
      schema: {
        tags,
        security,
        summary: 'Importar las tiendas del distribuidor desde CSV (fileBase64); sigue la tarea en /jobs/{id}',
        params: IdParamsSchema,
        body: NetworkCsvRequestSchema,
        response: { 202: JobStartedSchema, 413: E, 422: E, ...staffErrors },
      },
    },
    async (request, reply) => {
      const jobId = await importStoresCsv(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        ctx(request.ip),
      );
      return reply.status(202).send({ job_id: jobId, message: STORES_IMPORT_STARTED });
    },
  );
};
