import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { toDiscount } from './discount-view.ts';

export async function listDiscounts(
  db: Executor,
  query: {
    filter: { search?: string | undefined; active?: boolean | undefined };
    page: number;
    per_page: number;
  },
) {
  const where = and(
    isNull(discounts.deleted_at),
    query.filter.search ? ilike(discounts.code, containsPattern(query.filter.search)) : undefined,
    query.filter.active === undefined ? undefined : eq(discounts.active, query.filter.active),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discounts)
      .where(where)
      .orderBy(desc(discounts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return {
    data: rows.map(toDiscount),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}
