import type { FastifyPluginAsync } from 'fastify';
import { csvTooLarge } from '../../services/csv-import.ts';
import { endpoint } from '../endpoint.ts';
import { storesPrivCsv } from '../exports/stores-priv-csv.ts';
import { base64BodyLimit } from '../route-kit.ts';
import { createStore } from './create-store.ts';
import { deleteStore } from './delete-store.ts';
import { getStore } from './get-store.ts';
import { DISCOUNT_CSV_MAX_BYTES, importDiscountsCsv } from './import-discounts-csv.ts';
import { listStores } from './list-stores.ts';
import { listAllStoresPriv, listStoresPriv } from './list-stores-priv.ts';
import { updateStore } from './update-store.ts';

/**
 * Stores (spec 7 `/stores`, `/stores-priv`, `/stores/{id}/discounts-csv`,
 * docs/network.md); the public `/stores-select` and the landings are in
 * modules/landings. Reading is partners.read within the caller's scope (a
 * distributor manager its distributors' stores, a store seller its own; any
 * other id is 404); writing is partners.manage (admin).
 */
export const storesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listStores', ({ actor, query }) => listStores(db, actor, query));

  endpoint(app, 'listStoresPriv', async ({ actor, query, reply }) => {
    if (query.export_csv === '1') {
      const rows = await listAllStoresPriv(db, actor, query.filter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tiendas.csv"')
        .send(storesPrivCsv(rows));
    }
    return listStoresPriv(db, actor, query);
  });

  endpoint(app, 'getStore', ({ actor, params }) => getStore(db, actor, params.id));

  endpoint(app, 'createStore', ({ actor, body, ctx }) => createStore(db, actor, body, ctx));

  endpoint(app, 'updateStore', ({ actor, params, body, ctx }) =>
    updateStore(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'deleteStore', async ({ actor, params, ctx }) => {
    await deleteStore(db, actor, params.id, ctx);
    return null;
  });

  endpoint(
    app,
    'importStoreDiscounts',
    ({ actor, params, body, ctx }) => importDiscountsCsv(db, actor, params.id, body, ctx),
    {
      bodyLimit: base64BodyLimit(DISCOUNT_CSV_MAX_BYTES),
      bodyTooLargeMessage: csvTooLarge(DISCOUNT_CSV_MAX_BYTES),
    },
  );
};
