import type { PolicyPayment, Receipt, ReceiptTransaction } from '@amparo/contract';
import {
  PaymentMethodType,
  paymentDisplayStatus,
  type ReceiptCollection,
  receiptCollection,
} from '@amparo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { paymentMethods, payments, paymentTransactions, sepaFiles } from '../../db/schema/index.ts';
import { pendingSepaCharge } from '../sepa/pending-sepa-charge.ts';

type ReceiptRow = typeof payments.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** A receipt as the domain rules read it (paymentDisplayStatus, policyNotifications): cents and ISO dates. */
export const paymentForRules = (p: ReceiptRow) => ({
  id: p.id,
  price: p.price_cents,
  pending_amount: p.pending_amount_cents,
  payment_date: p.payment_date?.toISOString() ?? null,
  activation_date: p.activation_date,
});

/**
 * How each unpaid receipt of `rows` is being collected (packages/domain receipt-collection): two
 * queries for the unpaid ones, none when all are paid. Receipts the customer pays are absent.
 */
export async function loadCollections(
  db: Executor,
  rows: readonly ReceiptRow[],
): Promise<Map<number, ReceiptCollection>> {
  const collections = new Map<number, ReceiptCollection>();
  const unpaid = rows.filter((r) => !r.payment_date && r.price_cents > 0 && r.pending_amount_cents !== 0);
  if (unpaid.length === 0) return collections;
  for (let from = 0; from < unpaid.length; from += COLLECTION_CHUNK) {
    const chunk = unpaid.slice(from, from + COLLECTION_CHUNK);
    for (const [id, collection] of await collectionsOf(db, chunk)) collections.set(id, collection);
  }
  return collections;
}

/** Ids per query: an export's 50,000 receipts go in a few arrays of moderate size. */
const COLLECTION_CHUNK = 5000;

// One fixed shape whatever the count (`= any($1)`), built once per executor (preparedFor): the
// receipt's mandate, if any, and the bank file it is waiting in, if any.
const collectionFactsOf = preparedFor((db) =>
  db
    .select({
      id: payments.id,
      method_type: paymentMethods.type,
      method_active: paymentMethods.active,
      in_bank_on: sepaFiles.collection_date,
    })
    .from(payments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id))
    .leftJoin(paymentTransactions, and(eq(paymentTransactions.payment_id, payments.id), pendingSepaCharge()))
    .leftJoin(sepaFiles, eq(sepaFiles.id, paymentTransactions.sepa_file_id))
    .where(sql`${payments.id} = any(${sql.placeholder('ids')})`)
    .prepare(''),
);

async function collectionsOf(db: Executor, unpaid: readonly ReceiptRow[]) {
  const collections = new Map<number, ReceiptCollection>();
  const facts = await collectionFactsOf(db).execute({ ids: unpaid.map((r) => r.id) });
  const byId = new Map(facts.map((f) => [f.id, f]));
  for (const row of unpaid) {
    const fact = byId.get(row.id);
    const collection = receiptCollection({
      paid: false,
      byDebit: fact?.method_type === PaymentMethodType.IBAN && fact.method_active === true,
      stopped: row.collection_stopped,
      inBankOn: fact?.in_bank_on ?? null,
      nextCollectionDate: row.next_collection_date,
      returned: row.return_reason !== null,
    });
    if (collection) collections.set(row.id, collection);
  }
  return collections;
}

/** Receipt views of many rows, with their collections loaded together. */
export async function receiptViews(db: Executor, rows: readonly ReceiptRow[], now: Date): Promise<Receipt[]> {
  const collections = await loadCollections(db, rows);
  return rows.map((row) => receiptView(row, now, collections.get(row.id) ?? null));
}

/** The one view of a receipt, for the customer area and the back office alike. */
export function receiptView(row: ReceiptRow, now: Date, collection: ReceiptCollection | null): Receipt {
  const rules = paymentForRules(row);
  return {
    id: row.id,
    sequence: row.sequence,
    price: row.price_cents,
    pending_amount: row.pending_amount_cents,
    activation_date: row.activation_date,
    payment_date: rules.payment_date,
    display_status: paymentDisplayStatus(rules, now),
    collection,
  };
}

export function transactionView(t: TransactionRow): ReceiptTransaction {
  return {
    id: t.id,
    kind: t.kind as ReceiptTransaction['kind'],
    status: t.status as ReceiptTransaction['status'],
    amount: t.amount_cents,
    method_type: t.method_type,
    occurred_at: t.occurred_at.toISOString(),
    gateway: t.gateway,
    gateway_reference: t.gateway_order,
    reference: t.reference,
    reason_code: t.reason_code,
  };
}

// One fixed shape whatever the count (`= any($1)`), built once per executor (preparedFor).
const transactionsOf = preparedFor((db) =>
  db
    .select()
    .from(paymentTransactions)
    .where(sql`${paymentTransactions.payment_id} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(paymentTransactions.occurred_at), asc(paymentTransactions.id))
    .prepare(''),
);

/** The movements of many receipts in one query, oldest first, by receipt id. */
export async function loadTransactions(
  db: Executor,
  paymentIds: number[],
): Promise<Map<number, TransactionRow[]>> {
  const byPayment = new Map<number, TransactionRow[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await transactionsOf(db).execute({ ids: paymentIds });
  for (const row of rows) byPayment.set(row.payment_id, [...(byPayment.get(row.payment_id) ?? []), row]);
  return byPayment;
}

/** A receipt in the back office: the common view, its reference, return reason and movements. */
export function policyPaymentView(
  row: ReceiptRow,
  transactions: TransactionRow[],
  now: Date,
  collection: ReceiptCollection | null,
): PolicyPayment {
  return {
    ...receiptView(row, now, collection),
    reference: row.reference,
    return_reason: row.return_reason,
    transactions: transactions.map(transactionView),
  };
}

/** Receipts with their movements, loaded together (two queries whatever the count). */
export async function policyPaymentViews(
  db: Executor,
  rows: ReceiptRow[],
  now: Date,
): Promise<PolicyPayment[]> {
  return (await policyPaymentViewsWithMovements(db, rows, now)).views;
}

/** The same, with the movements it read (the policy page's dunning reads them too). */
export async function policyPaymentViewsWithMovements(db: Executor, rows: ReceiptRow[], now: Date) {
  const [transactions, collections] = await Promise.all([
    loadTransactions(
      db,
      rows.map((r) => r.id),
    ),
    loadCollections(db, rows),
  ]);
  const views = rows.map((row) =>
    policyPaymentView(row, transactions.get(row.id) ?? [], now, collections.get(row.id) ?? null),
  );
  return { views, transactions };
}

/**
 * Why each refund receipt of `rows` was given back (the reason staff wrote, kept on its refund
 * movement): one query, none when there is no refund among them.
 */
export async function loadRefundReasons(
  db: Executor,
  rows: readonly ReceiptRow[],
): Promise<Map<number, string>> {
  const refunds = rows.filter((r) => r.price_cents < 0).map((r) => r.id);
  if (refunds.length === 0) return new Map();
  const found = await db
    .select({
      payment_id: paymentTransactions.payment_id,
      reason: sql<string | null>`${paymentTransactions.gateway_response}->>'reason'`,
    })
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.payment_id, refunds), eq(paymentTransactions.kind, 'refund')))
    .orderBy(asc(paymentTransactions.id));
  return new Map(found.filter((f) => f.reason).map((f) => [f.payment_id, f.reason!]));
}
