import { madridDate, type PremiumReceipt } from '@amparo/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

/**
 * A policy's receipts as the unpaid-premium rules read them (LCS art. 15, domain unpaid-premium.ts):
 * each charge (refunds and credits left out) with its due date, the Madrid day it was paid if
 * nothing is pending on it, and whether it is the first.
 */
export async function premiumReceiptsOf(db: Executor, policyId: number): Promise<PremiumReceipt[]> {
  const rows = await db
    .select({
      sequence: payments.sequence,
      due: payments.activation_date,
      pending: payments.pending_amount_cents,
      paidAt: payments.payment_date,
    })
    .from(payments)
    .where(and(eq(payments.policy_id, policyId), gt(payments.price_cents, 0), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence));
  return rows.map((row, index) => ({
    dueOn: row.due,
    // Settled without a payment date (nothing was owed): paid when due.
    paidOn: row.pending > 0 ? null : row.paidAt ? (madridDate(row.paidAt) ?? row.due) : row.due,
    isFirst: index === 0,
  }));
}
