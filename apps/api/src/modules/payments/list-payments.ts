import type { PaymentListFilter, PaymentListItem } from '@amparo/contract';
import { madridDate, type ReceiptCollection } from '@amparo/domain';
import { and, count, desc, eq, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, payments, paymentTransactions, policies, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { displayStatusCondition } from './display-status-sql.ts';
import { loadCollections, receiptView } from './receipt-view.ts';

// A receipt's method: the one that paid it (a manual payment of a card receipt
// reads 'Manual'), else the one it is charged to, else the policy's.
const methodType = sql<number | null>`coalesce(
  (select ${paymentTransactions.method_type} from ${paymentTransactions}
    where ${paymentTransactions.payment_id} = ${payments.id} and ${paymentTransactions.status} = 'ok'
      and ${paymentTransactions.kind} in ('charge', 'manual')
    order by ${paymentTransactions.occurred_at} desc limit 1),
  ${paymentMethods.type}, ${policies.payment_method_type})`;

function conditions(actor: Actor, f: PaymentListFilter, now: Date) {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    isNull(payments.deleted_at),
    visiblePolicies(actor),
    f.status ? displayStatusCondition(f.status, now) : undefined,
    f.from ? gte(payments.activation_date, f.from) : undefined,
    f.to ? lte(payments.activation_date, f.to) : undefined,
    f.payment_method_type ? sql`${methodType} = ${f.payment_method_type}` : undefined,
    f.distributor_id ? eq(policies.distributor_id, f.distributor_id) : undefined,
    f.store_id ? eq(policies.store_id, f.store_id) : undefined,
    search ? or(ilike(policies.number, search), ilike(policies.complete_name, search)) : undefined,
  );
}

const baseQuery = (db: Executor) =>
  db
    .select({
      payment: payments,
      policy_number: policies.number,
      complete_name: policies.complete_name,
      distributor_id: policies.distributor_id,
      store_id: policies.store_id,
      store_name: stores.name,
      method_type: methodType,
    })
    .from(payments)
    .innerJoin(policies, eq(policies.id, payments.policy_id))
    .leftJoin(stores, eq(stores.id, policies.store_id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id));

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

const item = (row: Row, now: Date, collection: ReceiptCollection | null): PaymentListItem => ({
  ...receiptView(row.payment, now, collection),
  policy_id: row.payment.policy_id,
  policy_number: row.policy_number,
  complete_name: row.complete_name,
  payment_method_type: row.method_type === null ? null : Number(row.method_type),
  distributor_id: row.distributor_id,
  store_id: row.store_id,
  store_name: row.store_name,
  reference: row.payment.reference,
  return_reason: row.payment.return_reason,
});

// What staff look at first: the receipts already due, latest first; those not yet due after them.
const order = (now: Date) => [
  sql`${payments.activation_date} > ${madridDate(now)}`,
  desc(payments.activation_date),
  desc(payments.id),
];

/** Receipts across the policies the actor may see, those due first, with filters. */
export async function listPayments(
  db: Executor,
  actor: Actor,
  query: { filter: PaymentListFilter; page: number; per_page: number },
  now: Date,
) {
  const where = conditions(actor, query.filter, now);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...order(now))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(policies, eq(policies.id, payments.policy_id))
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id))
      .where(where),
  ]);
  return {
    data: await items(db, rows, now),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

/** Every matching receipt, for the CSV export (capped so an export cannot exhaust the server). */
export async function listAllPayments(db: Executor, actor: Actor, filter: PaymentListFilter, now: Date) {
  const rows = await baseQuery(db)
    .where(conditions(actor, filter, now))
    .orderBy(...order(now))
    .limit(50_000);
  return items(db, rows, now);
}

async function items(db: Executor, rows: Row[], now: Date): Promise<PaymentListItem[]> {
  const collections = await loadCollections(
    db,
    rows.map((row) => row.payment),
  );
  return rows.map((row) => item(row, now, collections.get(row.payment.id) ?? null));
}
