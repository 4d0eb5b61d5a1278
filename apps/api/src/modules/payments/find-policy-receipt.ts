import type { LedgerReceipt } from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

export type ReceiptRow = typeof payments.$inferSelect;

/** A policy the actor may see, locked for the change about to be made; outside their scope it does not exist. */
export async function lockVisiblePolicy(tx: Executor, actor: Actor, policyId: number) {
  const [policy] = await tx
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), visiblePolicies(actor)))
    .for('update');
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  return policy;
}

/**
 * One live receipt of a visible policy, locked: a receipt of another policy,
 * or a deleted one, is unknown here.
 */
export async function lockPolicyReceipt(
  tx: Executor,
  actor: Actor,
  ids: { id: number; paymentId: number },
): Promise<ReceiptRow> {
  await lockVisiblePolicy(tx, actor, ids.id);
  const [receipt] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, ids.paymentId), eq(payments.policy_id, ids.id), isNull(payments.deleted_at)))
    .for('update');
  if (!receipt) throw new AppError('PAYMENT_NOT_FOUND');
  return receipt;
}

/** A receipt row as the ledger rules read it. */
export const ledgerReceipt = (row: ReceiptRow): LedgerReceipt => ({
  sequence: row.sequence,
  price: row.price_cents,
  pending_amount: row.pending_amount_cents,
  activation_date: row.activation_date,
  payment_date: row.payment_date?.toISOString() ?? null,
  deleted: row.deleted_at !== null,
  // Sent in a SEPA file and not returned: the bank may still pay it.
  in_collection: row.sepa_file_id !== null && row.returned_at === null && row.payment_date === null,
});
