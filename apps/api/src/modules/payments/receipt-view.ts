import type { PolicyPayment, Receipt, ReceiptTransaction } from '@amparo/contract';
import { paymentDisplayStatus } from '@amparo/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { type payments, paymentTransactions } from '../../db/schema/index.ts';

type ReceiptRow = typeof payments.$inferSelect;
type TransactionRow = typeof paymentTransactions.$inferSelect;

/** A receipt as the domain rules read it (paymentDisplayStatus, policyNotifications): cents and ISO dates. */
export const paymentForRules = (p: ReceiptRow) => ({
  id: p.id,
  price: p.price_cents,
  pending_amount: p.pending_amount_cents,
  payment_date: p.payment_date?.toISOString() ?? null,
  activation_date: p.activation_date,
});

/** The one view of a receipt, for the customer area and the back office alike. */
export function receiptView(row: ReceiptRow, now: Date): Receipt {
  const rules = paymentForRules(row);
  return {
    id: row.id,
    sequence: row.sequence,
    price: row.price_cents,
    pending_amount: row.pending_amount_cents,
    activation_date: row.activation_date,
    payment_date: rules.payment_date,
    display_status: paymentDisplayStatus(rules, now),
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
export function policyPaymentView(row: ReceiptRow, transactions: TransactionRow[], now: Date): PolicyPayment {
  return {
    ...receiptView(row, now),
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
  const transactions = await loadTransactions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => policyPaymentView(row, transactions.get(row.id) ?? [], now));
}
