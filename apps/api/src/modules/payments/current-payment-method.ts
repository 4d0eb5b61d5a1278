import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The method a policy's next receipts are charged to: its active default one, if any. */
export async function currentPaymentMethod(db: Executor, policyId: number): Promise<PaymentMethodRow | null> {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.policy_id, policyId),
        eq(paymentMethods.is_default, true),
        eq(paymentMethods.active, true),
      ),
    );
  return method ?? null;
}
