import type { PolicySummary } from '@amparo/contract';
import { policyStatusName } from '@amparo/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, policyRisks, products, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { visiblePolicies } from './policy-visibility.ts';

export type PolicyFilter = {
  status?: number | undefined;
  product_type_id?: number | undefined;
  store_id?: number | undefined;
  distributor_id?: number | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function conditions(actor: Actor, f: PolicyFilter) {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    visiblePolicies(actor),
    f.status ? eq(policies.status, f.status) : undefined,
    f.product_type_id ? eq(policies.product_type_id, f.product_type_id) : undefined,
    f.store_id ? eq(policies.store_id, f.store_id) : undefined,
    f.distributor_id ? eq(policies.distributor_id, f.distributor_id) : undefined,
    search
      ? or(
          ilike(policies.number, search),
          ilike(policies.complete_name, search),
          ilike(policies.email, search),
          ilike(policies.phone, search),
          ilike(policies.document_code, search),
        )
      : undefined,
    f.from ? gte(policies.created_at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to
      ? lt(policies.created_at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
  );
}

async function summaries(
  db: Executor,
  rows: {
    policy: typeof policies.$inferSelect;
    product: typeof products.$inferSelect;
    store_name: string | null;
  }[],
): Promise<PolicySummary[]> {
  const ids = rows.map((r) => r.policy.id);
  const risks = ids.length
    ? await db
        .select()
        .from(policyRisks)
        .where(inArray(policyRisks.policy_id, ids))
        .orderBy(asc(policyRisks.id))
    : [];
  return rows.map(({ policy, product, store_name }) => ({
    id: policy.id,
    number: policy.number,
    status: policy.status,
    status_name: policyStatusName(policy.status),
    product: { id: product.id, name: product.name, product_type_id: product.product_type_id },
    complete_name: policy.complete_name,
    email: policy.email,
    phone: policy.phone,
    devices: risks
      .filter((r) => r.policy_id === policy.id && r.active && r.risk_type !== 2)
      .map((r) => r.name),
    periodicity: policy.periodicity,
    payment_method_type: policy.payment_method_type,
    premium: policy.premium_cents,
    annual_premium: policy.annual_premium_cents,
    distributor_id: policy.distributor_id,
    store_id: policy.store_id,
    store_name,
    evaluation_status: policy.evaluation_status,
    created_at: policy.created_at.toISOString(),
  }));
}

const baseQuery = (db: Executor) =>
  db
    .select({ policy: policies, product: products, store_name: stores.name })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.product_id))
    .leftJoin(stores, eq(stores.id, policies.store_id));

export async function listPolicies(
  db: Executor,
  actor: Actor,
  query: { filter: PolicyFilter; page: number; per_page: number },
) {
  const where = conditions(actor, query.filter);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(policies.created_at), desc(policies.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(policies).where(where),
  ]);
  return {
    data: await summaries(db, rows),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

/** Every matching policy, for the CSV export (capped so an export cannot exhaust the server). */
export async function listAllPolicies(db: Executor, actor: Actor, filter: PolicyFilter) {
  const rows = await baseQuery(db)
    .where(conditions(actor, filter))
    .orderBy(desc(policies.created_at))
    .limit(50_000);
  return summaries(db, rows);
}
