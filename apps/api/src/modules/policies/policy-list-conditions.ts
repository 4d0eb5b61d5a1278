import type { PolicyListFilter } from '@amparo/contract';
import { addDays, madridStartOfDay } from '@amparo/domain';
import { and, eq, gte, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, policyRisks, policySearchExpression, riskMobiles } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { visiblePolicies } from './policy-visibility.ts';

// What the policy list's filters and search ask of the database (docs/performance.md).

const IMEI_MATCHES = 1000;
const SEARCH_TEXT = policySearchExpression(policies);

/** Policies with a mobile whose IMEI contains the digits typed (at most IMEI_MATCHES of them). */
async function policiesByImei(db: Executor, search: string | undefined): Promise<number[]> {
  if (!search || !/^\d+$/.test(search)) return [];
  const rows = await db
    .selectDistinct({ id: policyRisks.policy_id })
    .from(riskMobiles)
    .innerJoin(policyRisks, eq(policyRisks.id, riskMobiles.policy_risk_id))
    .where(sql`${riskMobiles.imei} like ${containsPattern(search)}`)
    .limit(IMEI_MATCHES);
  return rows.map((r) => r.id);
}

const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WHOLE_POLICY_NUMBER = /^AMP-\d{4}-\d{6,}$/i;

/**
 * What a search matches: a whole email address or policy number exactly (each has its own
 * index); anything else as a part of the number, name, email, phone or document (the trigram
 * index) or of an IMEI.
 */
function searchCondition(search: string, imeiPolicies: number[]): SQL | undefined {
  if (WHOLE_EMAIL.test(search)) return sql`lower(${policies.email}) = ${search.toLowerCase()}`;
  if (WHOLE_POLICY_NUMBER.test(search)) return eq(policies.number, search.toUpperCase());
  return or(
    sql`(${SEARCH_TEXT}) ilike ${containsPattern(search)}`,
    imeiPolicies.length ? inArray(policies.id, imeiPolicies) : undefined,
  );
}

/** Each filter's condition on its value, or on the placeholder of a statement prepared for the shape. */
const FILTERS = {
  status: (v: number | Placeholder) => eq(policies.status, v),
  evaluation_status: (v: number | Placeholder) => eq(policies.evaluation_status, v),
  product_type_id: (v: number | Placeholder) => eq(policies.product_type_id, v),
  store_id: (v: number | Placeholder) => eq(policies.store_id, v),
  distributor_id: (v: number | Placeholder) => eq(policies.distributor_id, v),
  from: (v: Date | Placeholder) => gte(policies.created_at, v),
  to: (v: Date | Placeholder) => lt(policies.created_at, v),
};
export type FilterValues = {
  [K in keyof typeof FILTERS]?: Exclude<Parameters<(typeof FILTERS)[K]>[0], Placeholder>;
};

/** The filters set (not the search), by name, in a fixed order: `to` is the end of its (Madrid) day. */
export function filterValues(f: PolicyListFilter): FilterValues {
  const values: FilterValues = {
    status: f.status,
    evaluation_status: f.evaluation_status,
    product_type_id: f.product_type_id,
    store_id: f.store_id,
    distributor_id: f.distributor_id,
    // Days are Madrid's: a policy taken at 00:30 in Madrid (23:30 UTC the day before) is of that day.
    from: f.from ? madridStartOfDay(f.from) : undefined,
    to: f.to ? madridStartOfDay(addDays(f.to, 1)) : undefined,
  };
  for (const key of Object.keys(values) as (keyof FilterValues)[]) if (!values[key]) delete values[key];
  return values;
}

/** The conditions of these filters, each on its value or, with `placeholders`, on a placeholder named after it. */
export function filterConditions(values: FilterValues, placeholders = false): SQL[] {
  return (Object.keys(values) as (keyof FilterValues)[]).map((key) => {
    const condition = FILTERS[key] as (v: unknown) => SQL;
    return condition(placeholders ? sql.placeholder(key) : values[key]);
  });
}

export async function policyListConditions(
  db: Executor,
  actor: Actor,
  f: PolicyListFilter,
): Promise<SQL | undefined> {
  const search = f.search ? f.search : undefined;
  const imeiPolicies = await policiesByImei(db, search);
  return and(
    visiblePolicies(actor),
    ...filterConditions(filterValues(f)),
    search ? searchCondition(search, imeiPolicies) : undefined,
  );
}
