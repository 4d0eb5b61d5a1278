import {
  POLICY_COUNT_CAP,
  type PolicyList,
  type PolicyListFilter,
  type PolicySort,
  type PolicySummary,
} from '@amparo/contract';
import { policyStatusName } from '@amparo/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { policies, policyRisks, products, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { keysetChunks } from '../../services/keyset-chunks.ts';
import { policyListConditions } from './policy-list-conditions.ts';
import {
  afterCursor,
  type Cursor,
  decodeCursor,
  encodeCursor,
  type Order,
  orderBy,
  orderOf,
  sortValueText,
} from './policy-list-order.ts';
import { pageIdsAndCount } from './policy-list-shapes.ts';

export type PolicyFilter = PolicyListFilter;

/**
 * The policy list at a million rows (docs/performance.md):
 * - every filter has an index led by it and followed by the default order (migration 0015);
 * - the search is one trigram index over number, name, email, phone and document, plus the IMEI's
 *   own trigram index resolved first to at most IMEI_MATCHES policy ids;
 * - a page is found as ids first (an index-only scan, also for `page` deep in the list), then the
 *   25 rows are read; `cursor` (keyset) makes any depth cost what the first page does;
 * - the count stops at POLICY_COUNT_CAP + 1 rows, so it never scans the table.
 */
/** A policy's insured devices (active risks, not the person of a protection cover), in order. */
const DEVICES = sql<
  string[]
>`coalesce((select array_agg(${policyRisks.name} order by ${policyRisks.id}) from ${policyRisks}
  where ${policyRisks.policy_id} = ${policies.id} and ${policyRisks.active} and ${policyRisks.risk_type} <> 2), '{}')`;

/** Only the columns a summary shows, and the devices in the same query (one round trip a chunk). */
const rowQuery = (db: Executor, o: Order) =>
  db
    .select({
      policy: {
        id: policies.id,
        number: policies.number,
        status: policies.status,
        complete_name: policies.complete_name,
        email: policies.email,
        phone: policies.phone,
        periodicity: policies.periodicity,
        payment_method_type: policies.payment_method_type,
        premium_cents: policies.premium_cents,
        annual_premium_cents: policies.annual_premium_cents,
        distributor_id: policies.distributor_id,
        store_id: policies.store_id,
        evaluation_status: policies.evaluation_status,
        created_at: policies.created_at,
      },
      product: { id: products.id, name: products.name, product_type_id: products.product_type_id },
      store_name: stores.name,
      devices: DEVICES,
      sort_value: sortValueText(o),
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.product_id))
    .leftJoin(stores, eq(stores.id, policies.store_id));
type Row = Awaited<ReturnType<ReturnType<typeof rowQuery>['where']>>[number];

function summaries(rows: Row[]): PolicySummary[] {
  return rows.map(({ policy, product, store_name, devices }) => ({
    id: policy.id,
    number: policy.number,
    status: policy.status,
    status_name: policyStatusName(policy.status),
    product,
    complete_name: policy.complete_name,
    email: policy.email,
    phone: policy.phone,
    devices,
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

/**
 * One page: the ids first (an index range, or index-only scan for a deep `page`; the deferred join),
 * then the rows of those ids in the same order.
 */
async function pageRows(
  db: Executor,
  where: SQL | undefined,
  o: Order,
  limit: number,
  offset: number,
): Promise<Row[]> {
  const ids = await db
    .select({ id: policies.id })
    .from(policies)
    .where(where)
    .orderBy(...orderBy(o))
    .limit(limit)
    .offset(offset);
  return rowsOf(
    db,
    o,
    ids.map((r) => r.id),
  );
}

// The rows of a page, one fixed shape per sort (`= any($1)`, whatever the count), built once (preparedFor).
const rowStatements = new Map<string, ReturnType<typeof rowStatement>>();
const rowStatement = (o: Order) =>
  preparedFor((db) =>
    rowQuery(db, o)
      .where(sql`${policies.id} = any(${sql.placeholder('ids')})`)
      .prepare(''),
  );

/** The rows of these ids, in the ids' order. */
async function rowsOf(db: Executor, o: Order, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  let statement = rowStatements.get(o.key);
  if (!statement) {
    statement = rowStatement(o);
    rowStatements.set(o.key, statement);
  }
  const rows = await statement(db).execute({ ids });
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.policy.id) ?? 0) - (position.get(b.policy.id) ?? 0));
}

/**
 * A search's page and count from one pass over the trigram index: up to POLICY_COUNT_CAP + 1
 * matches are taken in any order, counted, and ordered for the page. When there are more, that
 * sample is not the list's head, so the answer is null and the caller reads the page in order (for a
 * term that common, walking the order's index finds 25 matches at once).
 */
async function searchPageAndCount(
  db: Executor,
  where: SQL | undefined,
  o: Order,
  limit: number,
  offset: number,
): Promise<[Row[], { total: number; capped: boolean }] | null> {
  const matches = db
    .select({ id: sql<number>`${policies.id}`.as('match_id'), key: sql`${o.column}`.as('match_key') })
    .from(policies)
    .where(where)
    .limit(POLICY_COUNT_CAP + 1)
    .as('matches');
  const page = await db
    .select({ id: matches.id, n: sql<number>`count(*) over ()` })
    .from(matches)
    .orderBy(
      ...(o.desc
        ? [sql`${matches.key} desc`, sql`${matches.id} desc`]
        : [sql`${matches.key} asc`, sql`${matches.id} asc`]),
    )
    .limit(limit)
    .offset(offset);
  const n = Number(page[0]?.n ?? 0);
  if (n > POLICY_COUNT_CAP || (page.length === 0 && offset > 0)) return null;
  const rows = await rowsOf(
    db,
    o,
    page.map((r) => Number(r.id)),
  );
  return [rows, { total: n, capped: false }];
}

/** Matches up to POLICY_COUNT_CAP exactly; beyond it, the cap and `capped`. */
async function cappedCount(db: Executor, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(policies)
    .where(where)
    .limit(POLICY_COUNT_CAP + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return { total: Math.min(n, POLICY_COUNT_CAP), capped: n > POLICY_COUNT_CAP };
}

/** A page with a search: its conditions are built for the request (they hold the IMEI matches). */
async function searchedPage(
  db: Executor,
  actor: Actor,
  filter: PolicyFilter,
  o: Order,
  cursor: Cursor | null,
  page: { limit: number; offset: number },
): Promise<[Row[], { total: number; capped: boolean }]> {
  const base = await policyListConditions(db, actor, filter);
  const where = cursor ? and(base, afterCursor(o, cursor)) : base;
  // Not by cursor, it first tries its one-pass page and count.
  const searched = cursor ? null : await searchPageAndCount(db, where, o, page.limit, page.offset);
  // Otherwise the page and the capped count run side by side on two pool connections: the answer
  // takes the longer of the two, not their sum.
  return searched ?? Promise.all([pageRows(db, where, o, page.limit, page.offset), cappedCount(db, base)]);
}

/** A page without a search: its ids and count by prepared statements (policy-list-shapes.ts), then its rows. */
async function preparedPage(
  db: Executor,
  actor: Actor,
  filter: PolicyFilter,
  o: Order,
  cursor: Cursor | null,
  page: { limit: number; offset: number },
): Promise<[Row[], { total: number; capped: boolean }]> {
  const [ids, counted] = await pageIdsAndCount(db, actor, filter, o, cursor, page);
  return [await rowsOf(db, o, ids), counted];
}

export async function listPolicies(
  db: Executor,
  actor: Actor,
  query: {
    filter: PolicyFilter;
    page: number;
    per_page: number;
    sort?: PolicySort;
    cursor?: string | undefined;
  },
): Promise<PolicyList> {
  const sort = query.sort ?? '-created_at';
  const o = orderOf(sort);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : null;
  const offset = cursor ? 0 : (query.page - 1) * query.per_page;
  const page = { limit: query.per_page + 1, offset };
  const [rows, counted] = query.filter.search
    ? await searchedPage(db, actor, query.filter, o, cursor, page)
    : await preparedPage(db, actor, query.filter, o, cursor, page);
  const hasMore = rows.length > query.per_page;
  // A page by number that is not full ends the list: its end is the exact total (the count may
  // have been taken a moment apart).
  const count =
    !cursor && !hasMore && (rows.length > 0 || offset === 0)
      ? { total: offset + rows.length, capped: offset + rows.length > POLICY_COUNT_CAP }
      : counted;
  if (count.capped) count.total = POLICY_COUNT_CAP;
  const pageOfRows = rows.slice(0, query.per_page);
  const last = pageOfRows.at(-1);
  return {
    data: summaries(pageOfRows),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: count.total,
      total_capped: count.capped,
      has_more: hasMore,
      next_cursor:
        hasMore && last ? encodeCursor({ sort, value: last.sort_value, id: last.policy.id }) : null,
    },
  };
}

/**
 * Every matching policy in the list's order, in chunks of `chunk` rows read by keyset (each chunk
 * starts after the previous one's last row), so a million-row CSV export holds one chunk in memory
 * at a time, on PGlite and PostgreSQL alike.
 */
export async function* streamPolicies(
  db: Executor,
  actor: Actor,
  filter: PolicyFilter,
  sort: PolicySort = '-created_at',
  chunk = 2000,
): AsyncGenerator<PolicySummary[]> {
  const o = orderOf(sort);
  const base = await policyListConditions(db, actor, filter);
  const chunks = keysetChunks<Row>(
    (last) =>
      rowQuery(db, o)
        .where(last ? and(base, afterCursor(o, { value: last.sort_value, id: last.policy.id })) : base)
        .orderBy(...orderBy(o))
        .limit(chunk),
    chunk,
  );
  for await (const rows of chunks) yield summaries(rows);
}
