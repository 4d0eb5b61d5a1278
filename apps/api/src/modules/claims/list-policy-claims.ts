import type { PolicyClaimListFilter, PolicyClaimListItem } from '@amparo/contract';
import { ClaimStatus, claimDisplayLabel, claimTypeName } from '@amparo/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimMessages, claims, policies, repairCenters, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { keysetChunks } from '../../services/keyset-chunks.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { claimsActor } from './claim-access.ts';
import { deadlinesOf } from './claim-rules.ts';

// Newest declarations first; drafts (no sent_at) by creation.
const ORDER_AT = sql`coalesce(${claims.sent_at}, ${claims.created_at})`;
const order = [desc(ORDER_AT), desc(claims.id)];
const sentDay = sql`(${claims.sent_at} at time zone 'Europe/Madrid')::date`;
// The customer's messages the desk has not opened (partial index claim_messages_unread_idx).
const unreadMessages = sql<number>`(select count(*)::int from ${claimMessages} where ${claimMessages.claim_id} = ${claims.id} and ${claimMessages.author} = 'customer' and ${claimMessages.read_at} is null)`;
const STATUS: Record<Exclude<PolicyClaimListFilter['status'], undefined | 'draft'>, number> = {
  opened: ClaimStatus.OPENED,
  closed: ClaimStatus.CLOSED,
  documentation_rejected: ClaimStatus.DOCUMENTATION_REJECTED,
};

/** Drafts are the customer's until sent: the desk sees them only when it asks for status=draft. */
function statusCondition(status: PolicyClaimListFilter['status']): SQL | undefined {
  if (status === 'draft') return isNull(claims.sent_at);
  if (status === undefined) return isNotNull(claims.sent_at);
  return and(isNotNull(claims.sent_at), eq(claims.internal_status, STATUS[status]));
}

function conditions(actor: Actor, f: PolicyClaimListFilter) {
  return and(
    visiblePolicies(claimsActor(actor, 'read')),
    statusCondition(f.status),
    f.claim_type_id ? eq(claims.claim_type_id, f.claim_type_id) : undefined,
    f.product_type_id ? eq(policies.product_type_id, f.product_type_id) : undefined,
    f.from ? sql`${sentDay} >= ${f.from}` : undefined,
    f.to ? sql`${sentDay} <= ${f.to}` : undefined,
    f.distributor_id ? eq(policies.distributor_id, f.distributor_id) : undefined,
    f.store_id ? eq(policies.store_id, f.store_id) : undefined,
    f.repair_center_id ? eq(claims.repair_center_id, f.repair_center_id) : undefined,
    f.unread ? sql`${unreadMessages} > 0` : undefined,
  );
}

const baseQuery = (db: Executor) =>
  db
    .select({
      claim: claims,
      policy_number: policies.number,
      complete_name: policies.complete_name,
      product_type_id: policies.product_type_id,
      distributor_id: policies.distributor_id,
      store_id: policies.store_id,
      store_name: stores.name,
      repair_center_name: repairCenters.name,
      unread_messages: unreadMessages.as('unread_messages'),
      /** The order's value as the database's text (microseconds kept), for the export's keyset. */
      order_at: sql<string>`${ORDER_AT}::text`.as('order_at'),
    })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policy_id))
    .leftJoin(stores, eq(stores.id, policies.store_id))
    .leftJoin(repairCenters, eq(repairCenters.id, claims.repair_center_id));

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

const item = (row: Row, now: Date): PolicyClaimListItem => ({
  id: row.claim.id,
  number: row.claim.number,
  policy_id: row.claim.policy_id,
  policy_number: row.policy_number,
  complete_name: row.complete_name,
  product_type_id: row.product_type_id,
  claim_type_id: row.claim.claim_type_id,
  claim_type_name: claimTypeName(row.claim.claim_type_id),
  internal_status: row.claim.internal_status,
  status_label: claimDisplayLabel(row.claim, 'staff'),
  notify_denied: row.claim.notify_denied,
  is_draft: row.claim.sent_at === null,
  occurred_on: row.claim.occurred_on,
  sent_at: row.claim.sent_at?.toISOString() ?? null,
  closed_at: row.claim.closed_at?.toISOString() ?? null,
  distributor_id: row.distributor_id,
  store_id: row.store_id,
  store_name: row.store_name,
  repair_center_id: row.claim.repair_center_id,
  repair_center_name: row.repair_center_name,
  deadline_state: deadlinesOf(row.claim, now).worst,
  unread_messages: Number(row.unread_messages),
});

/** `GET /policy-claims`: the claims desk's list across the policies the actor may see. */
export async function listPolicyClaims(
  db: Executor,
  actor: Actor,
  query: { filter: PolicyClaimListFilter; page: number; per_page: number },
  now: Date,
) {
  const where = conditions(actor, query.filter);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .where(where),
  ]);
  return {
    data: rows.map((row) => item(row, now)),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

/**
 * Every matching claim in the list's order, in keyset chunks (each starts after the previous
 * chunk's last row), so a CSV export of any size holds one chunk in memory; the order's expression
 * has its own index (claims_list_order_idx, migration 0015).
 */
export async function* streamPolicyClaims(
  db: Executor,
  actor: Actor,
  filter: PolicyClaimListFilter,
  now: Date,
  chunk = 2000,
): AsyncGenerator<PolicyClaimListItem[]> {
  const where = conditions(actor, filter);
  const chunks = keysetChunks<Row>(
    (last) =>
      baseQuery(db)
        .where(
          last
            ? and(
                where,
                sql`(${ORDER_AT}, ${claims.id}) < (cast(${last.order_at} as timestamptz), ${last.claim.id})`,
              )
            : where,
        )
        .orderBy(...order)
        .limit(chunk),
    chunk,
  );
  for await (const rows of chunks) yield rows.map((row) => item(row, now));
}
