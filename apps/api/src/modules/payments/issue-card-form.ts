import { type CardPaymentForm, paymentResultPath } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { newOrder } from '../../services/payments/redsys.ts';
import { closeEarlierAttempts } from './close-earlier-attempts.ts';
import { isFirstReceipt, payableReceipt, recordPendingAttempt, storedCard } from './payable-receipt.ts';
import { type PaymentCaller, policyForPayment } from './payment-access.ts';

export const NOTIFICATION_PATH = '/api/payments/redsys/notification';

/**
 * The signed form that sends the customer to the card gateway for one receipt.
 * Each call is a new attempt with its own order number, recorded as pending so
 * the gateway's notification finds it; the receipt's earlier attempts are
 * closed, so only the newest form can pay it. The card is kept on file (Redsys COF)
 * when this is the first receipt, when the customer asks for a new card, or
 * when the policy has none yet, so the monthly receipts after it are charged
 * without the customer.
 */
export async function issueCardForm(
  db: Database,
  gateway: CardGateway,
  input: { policyId: number; paymentId: number; caller: PaymentCaller; newCard?: boolean },
  context: { now: Date; publicUrl: string },
): Promise<CardPaymentForm> {
  const policy = await policyForPayment(db, input.caller, input.policyId, context.now);
  const receipt = await payableReceipt(db, policy, input.paymentId);
  const card = await storedCard(db, policy.id);
  const storeCard = input.newCard === true || !card || (await isFirstReceipt(db, receipt));
  const order = newOrder(context.now);
  // Signed first: a gateway that is not configured (503) leaves no attempt behind.
  const form = await gateway.redirectForm({
    order,
    amountCents: receipt.pending_amount_cents,
    description: `Amparo, póliza ${policy.number}, recibo ${receipt.sequence}`,
    notificationUrl: `${context.publicUrl}${NOTIFICATION_PATH}`,
    okUrl: `${context.publicUrl}${paymentResultPath('ok', policy.id, receipt.id)}`,
    koUrl: `${context.publicUrl}${paymentResultPath('ko', policy.id, receipt.id)}`,
    storeCard,
  });
  await db.transaction(async (tx) => {
    await closeEarlierAttempts(tx, { paymentId: receipt.id, gateway: gateway.kind, now: context.now });
    await recordPendingAttempt(tx, {
      receipt,
      gateway: gateway.kind,
      order,
      methodId: card?.id ?? receipt.payment_method_id,
      now: context.now,
    });
  });
  return {
    url: form.url,
    Ds_SignatureVersion: form.fields.Ds_SignatureVersion ?? '',
    Ds_MerchantParameters: form.fields.Ds_MerchantParameters ?? '',
    Ds_Signature: form.fields.Ds_Signature ?? '',
  };
}
