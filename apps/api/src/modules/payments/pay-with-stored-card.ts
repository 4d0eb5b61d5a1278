import type { CardChargeOutcome } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { chargeStoredCard } from './charge-stored-card.ts';
import { payableReceipt, storedCard } from './payable-receipt.ts';
import { type PaymentCaller, policyForPayment, staffActor } from './payment-access.ts';

/** PUT …/payments/{id}/pay: one receipt, charged now to the card the policy keeps on file. */
export async function payWithStoredCard(
  db: Database,
  gateway: CardGateway,
  input: { policyId: number; paymentId: number; caller: PaymentCaller },
  context: { now: Date; publicUrl: string },
): Promise<CardChargeOutcome> {
  const policy = await policyForPayment(db, input.caller, input.policyId, context.now);
  const receipt = await payableReceipt(db, policy, input.paymentId);
  const card = await storedCard(db, policy.id);
  if (!card) throw new AppError('PAYMENT_NO_STORED_CARD');
  const outcome = await chargeStoredCard(
    db,
    gateway,
    { policy, receipt, card, actor: staffActor(input.caller) },
    context,
  );
  if (!outcome?.approved) throw new AppError('CARD_DENIED');
  return {
    message: 'Recibo pagado',
    paid_payment_ids: [receipt.id],
    policy_activated: outcome.policyActivated,
  };
}
