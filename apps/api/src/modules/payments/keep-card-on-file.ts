import { PaymentMethodType } from '@amparo/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, payments } from '../../db/schema/index.ts';
import type { CardNotification } from '../../services/payments/card-gateway.ts';

/**
 * The gateway kept the card (Redsys returns Ds_Merchant_Identifier and the COF
 * transaction id): the policy's card payment method takes the reference, so
 * the next receipts can be charged without the customer. A policy paid by
 * direct debit gets a card method beside it, not in its place.
 */
export async function keepCardOnFile(
  tx: Executor,
  paymentId: number,
  notification: CardNotification,
  now: Date,
): Promise<number | null> {
  if (!notification.cardOnFileReference) return null;
  const [receipt] = await tx
    .select({ policyId: payments.policy_id })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!receipt) return null;
  const card = {
    card_reference: notification.cardOnFileReference,
    card_cof_txn_id: notification.cofTxnId,
    card_last4: notification.maskedCard?.slice(-4) ?? null,
    card_expiry: notification.cardExpiry,
    updated_at: now,
  };
  const [current] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.policy_id, receipt.policyId),
        eq(paymentMethods.type, PaymentMethodType.CARD),
        eq(paymentMethods.active, true),
      ),
    )
    .orderBy(desc(paymentMethods.is_default), desc(paymentMethods.id))
    .limit(1);
  // A card captured for the first time fills the card method the booking made; a new card replaces none of
  // the old method's history: it becomes a method of its own.
  if (current && !current.card_reference) {
    await tx.update(paymentMethods).set(card).where(eq(paymentMethods.id, current.id));
    return current.id;
  }
  if (current)
    await tx
      .update(paymentMethods)
      .set({ is_default: false, updated_at: now })
      .where(eq(paymentMethods.id, current.id));
  const [created] = await tx
    .insert(paymentMethods)
    .values({
      policy_id: receipt.policyId,
      type: PaymentMethodType.CARD,
      is_default: current?.is_default ?? false,
      ...card,
    })
    .returning({ id: paymentMethods.id });
  return created!.id;
}
