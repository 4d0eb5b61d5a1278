import type { DistributorListQuerySchema, z } from '@amparo/contract';
import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { distributors } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { liveStoreCounts, toDistributor, visibleDistributors } from './distributor-view.ts';

type Query = z.output<typeof DistributorListQuerySchema>;
type Filter = Query['filter'];

const whereOf = (actor: Actor, filter: Filter) =>
  and(
    isNull(distributors.deleted_at),
    visibleDistributors(actor),
    filter.search
      ? or(
          ilike(distributors.name, containsPattern(filter.search)),
          ilike(distributors.tax_id, containsPattern(filter.search)),
          ilike(distributors.city, containsPattern(filter.search)),
        )
      : undefined,
    filter.active === undefined ? undefined : eq(distributors.active, filter.active),
  );

/** `GET /distributors`: the live distributors the actor may see, by name, with filters (text, active). */
export async function listDistributors(db: Executor, actor: Actor, query: Query) {
  const where = whereOf(actor, query.filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(distributors)
      .where(where)
      .orderBy(asc(distributors.name), asc(distributors.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(distributors).where(where),
  ]);
  const counts = await liveStoreCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toDistributor(row, counts.get(row.id) ?? 0)),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

/** Every row of the same query, for the CSV export (`export_csv=1`). */
export async function listAllDistributors(db: Executor, actor: Actor, filter: Filter) {
  const rows = await db
    .select()
    .from(distributors)
    .where(whereOf(actor, filter))
    .orderBy(asc(distributors.name), asc(distributors.id));
  const counts = await liveStoreCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDistributor(row, counts.get(row.id) ?? 0));
}
