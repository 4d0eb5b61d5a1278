import type { ReceiptRepricing } from '@amparo/contract';
import { type LedgerPolicy, madridDate, type RepricingPlan, type RepricingReceipt } from '@amparo/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, type policies } from '../../db/schema/index.ts';
import { currentPaymentMethod } from '../payments/current-payment-method.ts';
import { ledgerReceipt } from '../payments/find-policy-receipt.ts';

type PolicyRow = typeof policies.$inferSelect;

/** Every receipt of the policy, locked, as the repricing rule reads them. */
export async function lockRepricingReceipts(tx: Executor, policyId: number) {
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.policy_id, policyId))
    .orderBy(asc(payments.sequence))
    .for('update');
  return rows.map((row): RepricingReceipt => ({ ...ledgerReceipt(row), id: row.id }));
}

/** The policy's figures as the ledger reads them; a policy with no start uses its first receipt's date. */
export function ledgerPolicyOf(
  policy: Pick<
    PolicyRow,
    'periodicity' | 'starts_on' | 'premium_cents' | 'annual_premium_cents' | 'created_at'
  >,
  receipts: readonly RepricingReceipt[],
): LedgerPolicy {
  return {
    periodicity: policy.periodicity,
    starts_on: policy.starts_on ?? receipts[0]?.activation_date ?? madridDate(policy.created_at) ?? '',
    premium: policy.premium_cents,
    annual_premium: policy.annual_premium_cents,
  };
}

export const repricingView = (plan: RepricingPlan): ReceiptRepricing => ({
  updated: plan.updates,
  deleted: plan.deletions,
  added: plan.additions,
  kept: plan.kept.length,
});

/**
 * Writes a plan in the caller's transaction. Each update is guarded by "still
 * unpaid" so that a payment landing between the read and the write is never
 * re-priced (the rows are locked, the guard says it again).
 */
export async function writeRepricing(
  tx: Executor,
  policyId: number,
  plan: RepricingPlan,
  now: Date,
): Promise<void> {
  for (const u of plan.updates)
    await tx
      .update(payments)
      .set({ price_cents: u.to, pending_amount_cents: u.to, updated_at: now })
      .where(
        and(eq(payments.id, u.id), isNull(payments.payment_date), eq(payments.pending_amount_cents, u.from)),
      );
  if (plan.deletions.length)
    await tx
      .update(payments)
      .set({ deleted_at: now, updated_at: now })
      .where(
        and(
          inArray(
            payments.id,
            plan.deletions.map((d) => d.id),
          ),
          isNull(payments.payment_date),
        ),
      );
  if (plan.additions.length) {
    const method = await currentPaymentMethod(tx, policyId);
    await tx.insert(payments).values(
      plan.additions.map((slot) => ({
        policy_id: policyId,
        sequence: slot.sequence,
        price_cents: slot.price,
        pending_amount_cents: slot.price,
        activation_date: slot.activation_date,
        payment_method_id: method?.id ?? null,
      })),
    );
  }
}
