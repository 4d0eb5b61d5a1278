import { receiptDeletionRefusal } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { ledgerReceipt, lockPolicyReceipt } from './find-policy-receipt.ts';

/**
 * Staff delete an unpaid receipt (spec 7 DELETE .../payments/{id}/delete). It
 * is kept, marked deleted, so its number and history stay; the remaining
 * receipts route can make it again.
 */
export async function deleteReceipt(
  db: Database,
  actor: Actor,
  ids: { id: number; paymentId: number },
  context: { now: Date; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const receipt = await lockPolicyReceipt(tx, actor, ids);
    const refusal = receiptDeletionRefusal(ledgerReceipt(receipt));
    if (refusal === 'paid') throw new AppError('RECEIPT_PAID_NOT_DELETABLE');
    if (refusal === 'in_collection') throw new AppError('RECEIPT_IN_COLLECTION');
    if (refusal === 'deleted') throw new AppError('PAYMENT_NOT_FOUND');
    await tx
      .update(payments)
      .set({ deleted_at: context.now, updated_at: context.now })
      .where(eq(payments.id, receipt.id));
    await writeAudit(tx, {
      action: 'payment.delete',
      entityType: 'payment',
      entityId: receipt.id,
      actor,
      ip: context.ip,
      before: {
        policy_id: receipt.policy_id,
        sequence: receipt.sequence,
        price: receipt.price_cents,
        activation_date: receipt.activation_date,
      },
      after: { deleted_at: context.now.toISOString() },
    });
  });
}
