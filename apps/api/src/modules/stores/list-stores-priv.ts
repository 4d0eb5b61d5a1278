import type { StorePrivListQuerySchema, z } from '@amparo/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { distributors, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type StoreFilter, storesPage, storesWhere } from './list-stores.ts';
import { policyCounts, selectStores, toStorePriv } from './store-view.ts';

type Query = z.output<typeof StorePrivListQuerySchema>;

/**
 * `GET /stores-priv` (spec 7, the privileged store listing): the same stores
 * and filters as GET /stores, with the commercial details (contact, email,
 * commission) and the number of policies each has sold.
 */
export async function listStoresPriv(db: Executor, actor: Actor, query: Query) {
  const { rows, meta } = await storesPage(db, actor, query);
  const counts = await policyCounts(
    db,
    rows.map((r) => r.store.id),
  );
  return { data: rows.map((row) => toStorePriv(row, counts.get(row.store.id) ?? 0)), meta };
}

/** Every row of the same query, for the CSV export (`export_csv=1`). */
export async function listAllStoresPriv(db: Executor, actor: Actor, filter: StoreFilter) {
  const rows = await selectStores(db)
    .where(storesWhere(actor, filter))
    .orderBy(asc(distributors.name), asc(stores.name), asc(stores.id));
  const counts = await policyCounts(
    db,
    rows.map((r) => r.store.id),
  );
  return rows.map((row) => toStorePriv(row, counts.get(row.store.id) ?? 0));
}
