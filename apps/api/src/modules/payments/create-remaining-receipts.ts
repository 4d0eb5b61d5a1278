import type { PolicyPayment } from '@amparo/contract';
import { madridDate, PolicyStatus, remainingReceipts } from '@amparo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { currentPaymentMethod } from './current-payment-method.ts';
import { ledgerReceipt, lockVisiblePolicy } from './find-policy-receipt.ts';
import { policyPaymentViews } from './receipt-view.ts';

/**
 * Staff make the receipts a policy still owes for its year (spec 7 POST
 * .../payments/remaining): the months no live receipt covers, at the price the
 * policy was booked at, charged to its current payment method. Nothing owed
 * is an answer too (created: false), so a second click makes nothing twice.
 */
export async function createRemainingReceipts(
  db: Database,
  actor: Actor,
  policyId: number,
  context: { now: Date; ip: string },
): Promise<{ created: boolean; data: PolicyPayment[] }> {
  return db.transaction(async (tx) => {
    // The policy row's lock serialises two clicks: the second sees the first one's receipts.
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    if (policy.status === PolicyStatus.CANCELLED) throw new AppError('POLICY_CANCELLED');
    const existing = await tx
      .select()
      .from(payments)
      .where(eq(payments.policy_id, policyId))
      .orderBy(asc(payments.sequence));
    const startsOn = policy.starts_on ?? existing[0]?.activation_date ?? madridDate(policy.created_at) ?? '';
    const owed = remainingReceipts(
      {
        periodicity: policy.periodicity,
        starts_on: startsOn,
        premium: policy.premium_cents,
        annual_premium: policy.annual_premium_cents,
      },
      existing.map(ledgerReceipt),
    );
    if (owed.length === 0) return { created: false, data: [] };
    const method = await currentPaymentMethod(tx, policyId);
    const rows = await tx
      .insert(payments)
      .values(
        owed.map((slot) => ({
          policy_id: policyId,
          sequence: slot.sequence,
          price_cents: slot.price,
          pending_amount_cents: slot.price,
          activation_date: slot.activation_date,
          payment_method_id: method?.id ?? null,
        })),
      )
      .returning();
    await writeAudit(tx, {
      action: 'payment.create_remaining',
      entityType: 'policy',
      entityId: policyId,
      actor,
      ip: context.ip,
      before: null,
      after: { receipts: owed },
    });
    return { created: true, data: await policyPaymentViews(tx, rows, context.now) };
  });
}
