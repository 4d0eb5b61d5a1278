import type { FastifyPluginAsync } from 'fastify';
import { csvTooLarge } from '../../services/csv-import.ts';
import { endpoint } from '../endpoint.ts';
import { distributorsCsv } from '../exports/distributors-csv.ts';
import { base64BodyLimit } from '../route-kit.ts';
import { createDistributor } from './create-distributor.ts';
import { deleteDistributor } from './delete-distributor.ts';
import { getDistributor } from './get-distributor.ts';
import { importStoresCsv, STORE_CSV_MAX_BYTES, STORES_IMPORT_STARTED } from './import-stores-csv.ts';
import { listAllDistributors, listDistributors } from './list-distributors.ts';
import { updateDistributor } from './update-distributor.ts';

/**
 * Distributors (spec 7 `/distributors`). Reading is partners.read,
 * within the caller's scope (a distributor manager its own, a store seller
 * its stores' distributor; any other id is 404); writing and importing is
 * partners.manage (admin). docs/network.md has the rules.
 */
export const distributorsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listDistributors', async ({ actor, query, reply }) => {
    if (query.export_csv === '1') {
      const rows = await listAllDistributors(db, actor, query.filter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="distribuidores.csv"')
        .send(distributorsCsv(rows));
    }
    return listDistributors(db, actor, query);
  });

  endpoint(app, 'getDistributor', ({ actor, params }) => getDistributor(db, actor, params.id));

  endpoint(app, 'createDistributor', ({ actor, body, ctx }) => createDistributor(db, actor, body, ctx));

  endpoint(app, 'updateDistributor', ({ actor, params, body, ctx }) =>
    updateDistributor(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'deleteDistributor', async ({ actor, params, ctx }) => {
    await deleteDistributor(db, actor, params.id, ctx);
    return null;
  });

  endpoint(
    app,
    'importDistributorStores',
    async ({ actor, params, body, ctx }) => {
      const jobId = await importStoresCsv(db, actor, params.id, body, ctx);
      return { job_id: jobId, message: STORES_IMPORT_STARTED };
    },
    // Room for the largest file allowed; a bigger one gets the use-case's message from the error handler.
    {
      bodyLimit: base64BodyLimit(STORE_CSV_MAX_BYTES),
      bodyTooLargeMessage: csvTooLarge(STORE_CSV_MAX_BYTES),
    },
  );
};
