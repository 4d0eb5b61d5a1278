import type { StoreListQuerySchema, z } from '@amparo/contract';
import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { distributors, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { selectStores, toStore, visibleStores } from './store-view.ts';

type Query = z.output<typeof StoreListQuerySchema>;
export type StoreFilter = Query['filter'];

/** Live stores the actor may see, matching the filters (text on code, name, city; distributor; active). */
export const storesWhere = (actor: Actor, filter: StoreFilter) =>
  and(
    isNull(stores.deleted_at),
    visibleStores(actor),
    filter.search
      ? or(
          ilike(stores.code, containsPattern(filter.search)),
          ilike(stores.name, containsPattern(filter.search)),
          ilike(stores.city, containsPattern(filter.search)),
        )
      : undefined,
    filter.distributor_id ? eq(stores.distributor_id, filter.distributor_id) : undefined,
    filter.active === undefined ? undefined : eq(stores.active, filter.active),
  );

/** A page of stores in the order lists show them (distributor, then store name). */
export async function storesPage(db: Executor, actor: Actor, query: Query) {
  const where = storesWhere(actor, query.filter);
  const [rows, [total]] = await Promise.all([
    selectStores(db)
      .where(where)
      .orderBy(asc(distributors.name), asc(stores.name), asc(stores.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { rows, meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 } };
}

/** `GET /stores`: the stores the actor may see, without commercial details. */
export async function listStores(db: Executor, actor: Actor, query: Query) {
  const { rows, meta } = await storesPage(db, actor, query);
  return { data: rows.map(toStore), meta };
}
