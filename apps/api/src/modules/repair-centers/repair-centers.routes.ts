import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { createRepairCenter } from './create-repair-center.ts';
import { deleteRepairCenter } from './delete-repair-center.ts';
import { getRepairCenter } from './get-repair-center.ts';
import { listRepairCenters } from './list-repair-centers.ts';
import { updateRepairCenter } from './update-repair-center.ts';

/**
 * Repair centers (spec 7 `/repair_centers`, docs/claims.md). Whoever reads claims
 * (claims.read) reads the centers, so the desk can pick one and the list show
 * where a claim went; creating, changing and deleting them is
 * repair_centers.manage.
 */
export const repairCentersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listRepairCenters', ({ query }) => listRepairCenters(db, query));

  endpoint(app, 'getRepairCenter', ({ params }) => getRepairCenter(db, params.id));

  endpoint(app, 'createRepairCenter', ({ actor, body, ctx }) => createRepairCenter(db, actor, body, ctx));

  endpoint(app, 'updateRepairCenter', ({ actor, params, body, ctx }) =>
    updateRepairCenter(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'deleteRepairCenter', async ({ actor, params, ctx }) => {
    await deleteRepairCenter(db, actor, params.id, ctx);
    return null;
  });
};
