import {
  POLICY_COUNT_CAP,
  type PolicyList,
  type PolicyListFilter,
  type PolicySort,
  type PolicySummary,
} from '@amparo/contract';
import { policyStatusName } from '@amparo/domain';
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  policies,
  policyRisks,
  policySearchExpression,
  products,
  riskMobiles,
  stores,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { keysetChunks } from '../../services/keyset-chunks.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { visiblePolicies } from './policy-visibility.ts';

export type PolicyFilter = PolicyListFilter;

/**
 * The policy list at a million rows (issue 13, docs/performance.md):
 * - every filter has an index led by it and followed by the default order (migration 0015);
 * - the search is one trigram index over number, name, email, phone and document, plus the IMEI's
 *   own trigram index resolved first to at most IMEI_MATCHES policy ids;
 * - a page is found as ids first (an index-only scan, also for `page` deep in the list), then the
 *   25 rows are read; `cursor` (keyset) makes any depth cost what the first page does;
 * - the count stops at POLICY_COUNT_CAP + 1 rows, so it never scans the table.
 */
const IMEI_MATCHES = 1000;
const SEARCH_TEXT = policySearchExpression(policies);

const SORT_COLUMNS: Record<string, AnyPgColumn> = {
  created_at: policies.created_at,
  number: policies.number,
  complete_name: policies.complete_name,
  premium: policies.premium_cents,
};
/** How a cursor's text value is read back as the column's type. */
const SORT_CASTS: Record<string, string> = {
  created_at: 'timestamptz',
  number: 'text',
  complete_name: 'text',
  premium: 'integer',
};

type Order = { key: string; column: AnyPgColumn; desc: boolean };
const orderOf = (sort: PolicySort): Order => {
  const key = sort.replace(/^-/, '');
  const column = SORT_COLUMNS[key];
  if (!column) throw new AppError('VALIDATION_FAILED', { params: { detail: 'orden no válido' } });
  return { key, column, desc: sort.startsWith('-') };
};
const orderBy = (o: Order) =>
  o.desc
    ? [sql`${o.column} desc`, sql`${policies.id} desc`]
    : [sql`${o.column} asc`, sql`${policies.id} asc`];

/** An opaque keyset cursor: the sort, the last row's sort value as text and its id. */
type Cursor = { sort: PolicySort; value: string; id: number };
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
function decodeCursor(text: string, sort: PolicySort): Cursor {
  try {
    const [s, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (s === sort && typeof value === 'string' && Number.isSafeInteger(id))
      return { sort, value, id: id as number };
  } catch {}
  throw new AppError('VALIDATION_FAILED', {
    params: { detail: 'el cursor no es válido para este orden (vuelve a la primera página)' },
  });
}
function afterCursor(o: Order, cursor: Cursor): SQL {
  const value = sql`cast(${cursor.value} as ${sql.raw(SORT_CASTS[o.key] ?? 'text')})`;
  return o.desc
    ? sql`(${o.column}, ${policies.id}) < (${value}, ${cursor.id})`
    : sql`(${o.column}, ${policies.id}) > (${value}, ${cursor.id})`;
}
const sortValueText = (o: Order) => sql<string>`${o.column}::text`;

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

async function conditions(db: Executor, actor: Actor, f: PolicyFilter): Promise<SQL | undefined> {
  const search = f.search ? f.search : undefined;
  const imeiPolicies = await policiesByImei(db, search);
  return and(
    visiblePolicies(actor),
    f.status ? eq(policies.status, f.status) : undefined,
    f.evaluation_status ? eq(policies.evaluation_status, f.evaluation_status) : undefined,
    f.product_type_id ? eq(policies.product_type_id, f.product_type_id) : undefined,
    f.store_id ? eq(policies.store_id, f.store_id) : undefined,
    f.distributor_id ? eq(policies.distributor_id, f.distributor_id) : undefined,
    search ? searchCondition(search, imeiPolicies) : undefined,
    f.from ? gte(policies.created_at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to
      ? lt(policies.created_at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
  );
}

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

/** The rows of these ids, in the ids' order. */
async function rowsOf(db: Executor, o: Order, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = await rowQuery(db, o).where(inArray(policies.id, ids));
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
  const base = await conditions(db, actor, query.filter);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : null;
  const where = cursor ? and(base, afterCursor(o, cursor)) : base;
  const offset = cursor ? 0 : (query.page - 1) * query.per_page;
  // Otherwise the page and the capped count run side by side on two pool connections: the answer
  // takes the longer of the two, not their sum.
  // A search (not by cursor) first tries its one-pass page and count.
  const searched =
    query.filter.search && !cursor
      ? await searchPageAndCount(db, where, o, query.per_page + 1, offset)
      : null;
  const [rows, counted] =
    searched ??
    (await Promise.all([pageRows(db, where, o, query.per_page + 1, offset), cappedCount(db, base)]));
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
  const base = await conditions(db, actor, filter);
  const chunks = keysetChunks<Row>(
    (last) =>
      rowQuery(db, o)
        .where(last ? and(base, afterCursor(o, { sort, value: last.sort_value, id: last.policy.id })) : base)
        .orderBy(...orderBy(o))
        .limit(chunk),
    chunk,
  );
  for await (const rows of chunks) yield summaries(rows);
}
