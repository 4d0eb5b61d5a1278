import { premiumReceiptsOf as fromCharges, type PremiumReceipt } from '@amparo/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

type ReceiptRow = Pick<
  typeof payments.$inferSelect,
  'sequence' | 'price_cents' | 'pending_amount_cents' | 'activation_date' | 'payment_date' | 'deleted_at'
>;

/**
 * A policy's receipts as the unpaid-premium rules read them (LCS art. 15, domain unpaid-premium.ts):
 * each charge (refunds, credits and deleted receipts left out) with its due date, the Madrid day it
 * was paid if nothing is pending on it, and whether it is the first.
 */
export function premiumReceiptsFrom(rows: readonly ReceiptRow[]): PremiumReceipt[] {
  return fromCharges(
    rows
      .filter((row) => row.deleted_at === null)
      .sort((a, b) => a.sequence - b.sequence)
      .map((row) => ({
        price: row.price_cents,
        pending: row.pending_amount_cents,
        paidAt: row.payment_date,
        dueOn: row.activation_date,
      })),
  );
}

/** The same, read from the database for one policy. */
export async function premiumReceiptsOf(db: Executor, policyId: number): Promise<PremiumReceipt[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.policy_id, policyId), gt(payments.price_cents, 0), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence));
  return premiumReceiptsFrom(rows);
}
