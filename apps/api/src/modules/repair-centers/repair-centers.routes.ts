import {
  ErrorResponseSchema,
  IdParamsSchema,
  RepairCenterInputSchema,
  RepairCenterListQuerySchema,
  RepairCenterListSchema,
  RepairCenterPatchSchema,
  RepairCenterSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { createRepairCenter } from './create-repair-center.ts';
import { deleteRepairCenter } from './delete-repair-center.ts';
import { getRepairCenter } from './get-repair-center.ts';
import { listRepairCenters } from './list-repair-centers.ts';
import { updateRepairCenter } from './update-repair-center.ts';

const tags = ['talleres'];
const E = ErrorResponseSchema;

/**
 * Repair centers (spec 7 `/repair_centers`, issue 12). Whoever reads claims
 * (claims.read) reads the centers, so the desk can pick one and the list show
 * where a claim went; creating, changing and deleting them is
 * repair_centers.manage.
 */
export const repairCentersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/repair_centers',
    {
      config: { permission: Action.CLAIMS_READ },
      schema: {
        tags,
        security,
        summary: 'Talleres (filtros: texto, tipo de producto que reparan, activos)',
        querystring: RepairCenterListQuerySchema,
        response: { 200: RepairCenterListSchema, ...staffErrors },
      },
    },
    async (request) => listRepairCenters(app.db, request.query),
  );
  app.get(
    '/repair_centers/:id',
    {
      config: { permission: Action.CLAIMS_READ },
      schema: {
        tags,
        security,
        summary: 'Un taller',
        params: IdParamsSchema,
        response: { 200: RepairCenterSchema, ...staffErrors },
      },
    },
    async (request) => getRepairCenter(app.db, request.params.id),
  );
  app.post(
    '/repair_centers',
    {
      config: { permission: Action.REPAIR_CENTERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Dar de alta un taller',
        body: RepairCenterInputSchema,
        response: { 201: RepairCenterSchema, 409: E, 422: E, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRepairCenter(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.patch(
    '/repair_centers/:id',
    {
      config: { permission: Action.REPAIR_CENTERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar un taller',
        params: IdParamsSchema,
        body: RepairCenterPatchSchema,
        response: { 200: RepairCenterSchema, 409: E, 422: E, ...staffErrors },
      },
    },
    async (request) =>
      updateRepairCenter(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.delete(
    '/repair_centers/:id',
    {
      config: { permission: Action.REPAIR_CENTERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Dar de baja un taller (no si tiene siniestros abiertos)',
        params: IdParamsSchema,
        response: { 204: z.null(), 409: E, ...staffErrors },
      },
    },
    async (request, reply) => {
      await deleteRepairCenter(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
};
