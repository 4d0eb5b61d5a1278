import type { RepairCenterListQuerySchema, z } from '@amparo/contract';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { repairCenters } from '../../db/schema/index.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { openClaimCounts, toRepairCenter } from './repair-center-view.ts';

type Query = z.output<typeof RepairCenterListQuerySchema>;

/** `GET /repair_centers`: live centers by name, with filters (text, a product type it repairs, active). */
export async function listRepairCenters(db: Executor, query: Query) {
  const { q, product_type_id, active } = query.filter;
  const where = and(
    isNull(repairCenters.deleted_at),
    q
      ? or(ilike(repairCenters.name, containsPattern(q)), ilike(repairCenters.city, containsPattern(q)))
      : undefined,
    product_type_id
      ? sql`${repairCenters.product_type_ids} @> ${JSON.stringify([product_type_id])}::jsonb`
      : undefined,
    active === undefined ? undefined : eq(repairCenters.active, active === 'true'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(repairCenters)
      .where(where)
      .orderBy(asc(repairCenters.name), asc(repairCenters.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(repairCenters).where(where),
  ]);
  const open = await openClaimCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toRepairCenter(row, open.get(row.id) ?? 0)),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}
