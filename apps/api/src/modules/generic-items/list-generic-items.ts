import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { genericItems, riskMobiles } from '../../db/schema/index.ts';
import { containsPattern, literalPattern } from '../../services/like-pattern.ts';
import { toGenericItem } from './generic-item-view.ts';

/**
 * Search as you type over the catalog: every word must appear in the brand or
 * the model ("iphone 16 pro" finds "Apple iPhone 16 Pro").
 */
export async function listGenericItems(
  db: Executor,
  query: {
    filter: {
      kind?: string | undefined;
      brand?: string | undefined;
      search?: string | undefined;
      active?: boolean | undefined;
    };
    page: number;
    per_page: number;
  },
) {
  const words = (query.filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  const where = and(
    query.filter.kind ? eq(genericItems.kind, query.filter.kind) : undefined,
    query.filter.brand ? ilike(genericItems.brand, literalPattern(query.filter.brand)) : undefined,
    query.filter.active === undefined ? undefined : eq(genericItems.active, query.filter.active),
    ...words.map((w) =>
      or(ilike(genericItems.brand, containsPattern(w)), ilike(genericItems.model, containsPattern(w))),
    ),
  );
  // A search lists brand by brand; browsing without one (the '/destacados'
  // "most insured" phones) puts first the models with most phones insured now,
  // then the dearest, so it does not depend on the alphabet.
  const order = words.length
    ? [sql`lower(${genericItems.brand})`, sql`${genericItems.reference_price_cents} desc nulls last`]
    : [
        sql`(select count(*) from ${riskMobiles} where ${riskMobiles.imei_active}
              and lower(${riskMobiles.brand}) = lower(${genericItems.brand})
              and lower(${riskMobiles.model}) = lower(${genericItems.model})) desc`,
        sql`${genericItems.reference_price_cents} desc nulls last`,
        sql`lower(${genericItems.brand})`,
      ];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(genericItems)
      .where(where)
      .orderBy(...order, asc(genericItems.model))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(genericItems).where(where),
  ]);
  return {
    data: rows.map(toGenericItem),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}
