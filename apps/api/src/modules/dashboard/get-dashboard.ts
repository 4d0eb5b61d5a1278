import { DASHBOARD_MAX_DAYS, type Dashboard, type DashboardQuery } from '@amparo/contract';
import {
  Action,
  addDays,
  ClaimStatus,
  claimTypeName,
  dashboardRangeProblem,
  daysBetween,
  EvaluationStatus,
  madridDate,
  PolicyStatus,
  scopeFor,
} from '@amparo/domain';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  claims,
  distributors,
  evaluations,
  payments,
  paymentTransactions,
  policies,
  products,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { collectedMoves, givenBackMoves } from '../payments/money-moves.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { renewalFigures } from './renewal-figures.ts';

/** The instant a Madrid calendar day starts, as a timestamptz (23:00 or 22:00 UTC the day before). */
const madridMidnight = (isoDate: string) => sql`(${isoDate}::date::timestamp at time zone 'Europe/Madrid')`;

/** The Madrid calendar day of a timestamptz column, as 'YYYY-MM-DD'. */
const madridDay = (column: SQL | typeof policies.created_at) =>
  sql<string>`((${column} at time zone 'Europe/Madrid')::date)::text`;

const int = (value: unknown) => Number(value ?? 0);

/**
 * `GET /dashboard` (policies.read): the figures of the Madrid days `from` to
 * `to` over the policies the actor may see (a distributor manager's, their
 * distributors'; a store seller's, their stores'). Every figure is a SQL
 * aggregate: the period is a range on an indexed timestamp or date column
 * (policies.created_at, payment_transactions.occurred_at,
 * payments.activation_date) and the groups are by day, product, distributor or
 * claim type, so no policy row comes into memory. Receipts, evaluations and
 * claims come only to roles that read them (else null). Definitions:
 * docs/dashboard.md.
 */
export async function getDashboard(
  db: Executor,
  actor: Actor,
  range: DashboardQuery,
  now: Date,
): Promise<Dashboard> {
  const problem = dashboardRangeProblem(range.from, range.to, DASHBOARD_MAX_DAYS);
  if (problem === 'backwards') throw new AppError('DASHBOARD_RANGE_BACKWARDS');
  if (problem === 'too_long')
    throw new AppError('DASHBOARD_RANGE_TOO_LONG', { params: { days: DASHBOARD_MAX_DAYS } });

  const visible = visiblePolicies(actor);
  const start = madridMidnight(range.from);
  const end = madridMidnight(addDays(range.to, 1));
  const may = (action: Action) => scopeFor(actor.role, action) !== null;

  const [sales, byDistributor, receipts, waiting, openClaims, renewals] = await Promise.all([
    salesByDayAndProduct(db, visible, start, end),
    salesByDistributor(db, visible, start, end),
    may(Action.PAYMENTS_READ) ? receiptFigures(db, visible, range, start, end, now) : null,
    may(Action.EVALUATIONS_READ) ? evaluationsWaiting(db, visible, now) : null,
    may(Action.CLAIMS_READ) ? claimsOpenByType(db, visible) : null,
    renewalFigures(db, visible, madridDate(now)!),
  ]);

  const days = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) =>
    addDays(range.from, i),
  );
  const productNames = new Map<number, string>();
  const salesOfDay = new Map<string, { policies: number; premium: number; byProduct: Map<number, number> }>();
  for (const row of sales) {
    productNames.set(row.product_id, row.product_name);
    const day = salesOfDay.get(row.day) ?? { policies: 0, premium: 0, byProduct: new Map() };
    day.policies += int(row.policies);
    day.premium += int(row.premium);
    day.byProduct.set(row.product_id, int(row.policies));
    salesOfDay.set(row.day, day);
  }
  const salesDays = days.map((date) => {
    const day = salesOfDay.get(date);
    return {
      date,
      policies: day?.policies ?? 0,
      premium_cents: day?.premium ?? 0,
      by_product: [...(day?.byProduct ?? [])].map(([product_id, policies]) => ({ product_id, policies })),
    };
  });
  return {
    from: range.from,
    to: range.to,
    products: [...productNames]
      .map(([product_id, product_name]) => ({ product_id, product_name }))
      .sort((a, b) => a.product_id - b.product_id),
    sales_by_day: salesDays,
    sales_by_distributor: byDistributor
      .map((row) => ({
        distributor_id: row.distributor_id,
        distributor_name: row.distributor_name,
        policies: int(row.policies),
        premium_cents: int(row.premium),
      }))
      .sort(
        (a, b) =>
          b.policies - a.policies || (a.distributor_name ?? '').localeCompare(b.distributor_name ?? ''),
      ),
    totals: {
      policies: salesDays.reduce((sum, d) => sum + d.policies, 0),
      premium_cents: salesDays.reduce((sum, d) => sum + d.premium_cents, 0),
    },
    receipts: receipts && {
      ...receipts.totals,
      by_day: days.map((date) => ({
        date,
        collected_cents: receipts.collectedByDay.get(date) ?? 0,
        unpaid_cents: receipts.unpaidByDay.get(date) ?? 0,
      })),
    },
    evaluations_waiting: waiting,
    claims_open: openClaims,
    renewals,
  };
}

/**
 * The query joined up to policies only when the actor's scope needs them: for a
 * caller who sees every policy, receipts and charges are counted on their own
 * tables (the join would read every payment of a million policies for nothing).
 */
function withScope<Q>(query: Q, visible: SQL | undefined, join: (query: Q) => Q): Q {
  return visible === undefined ? query : join(query);
}

/** A policy is sold when it is past draft (paid at least once; a later cancellation does not unsell it). */
const sold = (visible: SQL | undefined, start: SQL, end: SQL) =>
  and(
    ne(policies.status, PolicyStatus.DRAFT),
    gte(policies.created_at, start),
    lt(policies.created_at, end),
    visible,
  );

function salesByDayAndProduct(db: Executor, visible: SQL | undefined, start: SQL, end: SQL) {
  const day = madridDay(policies.created_at);
  return db
    .select({
      day,
      product_id: policies.product_id,
      product_name: products.name,
      policies: sql<string>`count(*)`,
      premium: sql<string>`sum(${policies.annual_premium_cents})`,
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.product_id))
    .where(sold(visible, start, end))
    .groupBy(day, policies.product_id, products.name);
}

function salesByDistributor(db: Executor, visible: SQL | undefined, start: SQL, end: SQL) {
  return db
    .select({
      distributor_id: policies.distributor_id,
      distributor_name: distributors.name,
      policies: sql<string>`count(*)`,
      premium: sql<string>`sum(${policies.annual_premium_cents})`,
    })
    .from(policies)
    .leftJoin(distributors, eq(distributors.id, policies.distributor_id))
    .where(sold(visible, start, end))
    .groupBy(policies.distributor_id, distributors.name);
}

async function receiptFigures(
  db: Executor,
  visible: SQL | undefined,
  range: DashboardQuery,
  start: SQL,
  end: SQL,
  now: Date,
) {
  // Unpaid: receipts due in the period up to today (one not yet due is not unpaid).
  const today = madridDate(now) ?? range.to;
  const lastDue = range.to < today ? range.to : today;
  const movedOn = madridDay(sql`${paymentTransactions.occurred_at}`);
  const moves = (which: SQL | undefined) =>
    withScope(
      db
        .select({
          day: movedOn,
          count: sql<string>`count(*)`,
          cents: sql<string>`sum(abs(${paymentTransactions.amount_cents}))`,
        })
        .from(paymentTransactions)
        .$dynamic(),
      visible,
      (q) =>
        q
          .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
          .innerJoin(policies, eq(policies.id, payments.policy_id)),
    )
      .where(
        and(
          which,
          gte(paymentTransactions.occurred_at, start),
          lt(paymentTransactions.occurred_at, end),
          visible,
        ),
      )
      .groupBy(movedOn);
  const [collected, returned, unpaid] = await Promise.all([
    moves(collectedMoves()),
    moves(givenBackMoves()),
    lastDue < range.from
      ? []
      : withScope(
          db
            .select({
              day: sql<string>`${payments.activation_date}::text`,
              count: sql<string>`count(*)`,
              cents: sql<string>`sum(${payments.pending_amount_cents})`,
            })
            .from(payments)
            .$dynamic(),
          visible,
          (q) => q.innerJoin(policies, eq(policies.id, payments.policy_id)),
        )
          .where(
            and(
              isNull(payments.deleted_at),
              isNull(payments.payment_date),
              sql`${payments.price_cents} > 0`,
              ne(payments.pending_amount_cents, 0),
              gte(payments.activation_date, range.from),
              lte(payments.activation_date, lastDue),
              visible,
            ),
          )
          .groupBy(payments.activation_date),
  ]);
  const total = (rows: { count: string; cents: string | null }[]) => ({
    count: rows.reduce((sum, r) => sum + int(r.count), 0),
    cents: rows.reduce((sum, r) => sum + int(r.cents), 0),
  });
  const byDay = (rows: { day: string; cents: string | null }[]) =>
    new Map(rows.map((r) => [String(r.day).slice(0, 10), int(r.cents)]));
  return {
    totals: { collected: total(collected), returned: total(returned), unpaid: total(unpaid) },
    collectedByDay: byDay(collected),
    unpaidByDay: byDay(unpaid),
  };
}

/** Checks waiting for a decision (status 2), by how long they have waited: the limits of domain waitingBucket. */
async function evaluationsWaiting(db: Executor, visible: SQL | undefined, now: Date) {
  const at = now.toISOString();
  const hoursWaiting = sql`extract(epoch from (${at}::timestamptz - ${evaluations.created_at})) / 3600`;
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      oldest: sql<string | null>`min(${evaluations.created_at})`,
      under1: sql<string>`count(*) filter (where ${hoursWaiting} < 24)`,
      from1to3: sql<string>`count(*) filter (where ${hoursWaiting} >= 24 and ${hoursWaiting} <= 72)`,
      over3: sql<string>`count(*) filter (where ${hoursWaiting} > 72)`,
    })
    .from(evaluations)
    .innerJoin(policies, eq(policies.id, evaluations.policy_id))
    .where(and(eq(evaluations.status, EvaluationStatus.PENDING), visible));
  return {
    count: int(row?.count),
    oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
    under_1_day: int(row?.under1),
    from_1_to_3_days: int(row?.from1to3),
    over_3_days: int(row?.over3),
  };
}

/** Claims sent and not closed (status 1 or 4), as the claims panel counts them, per type. */
async function claimsOpenByType(db: Executor, visible: SQL | undefined) {
  const rows = await db
    .select({ claim_type_id: claims.claim_type_id, open: sql<string>`count(*)` })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policy_id))
    .where(and(isNotNull(claims.sent_at), ne(claims.internal_status, ClaimStatus.CLOSED), visible))
    .groupBy(claims.claim_type_id)
    .orderBy(asc(claims.claim_type_id));
  const byType = rows.map((r) => ({
    claim_type_id: r.claim_type_id,
    claim_type_name: claimTypeName(r.claim_type_id),
    open: int(r.open),
  }));
  return { total: byType.reduce((sum, r) => sum + r.open, 0), by_type: byType };
}
