import type { CardChargeOutcome } from '@amparo/contract';
import { cardPaymentRefusal, madridDate } from '@amparo/domain';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { chargeStoredCard } from './charge-stored-card.ts';
import { storedCard } from './payable-receipt.ts';
import { type PaymentCaller, policyForPayment, staffActor } from './payment-access.ts';

/**
 * PUT /policies/{id}/make-payment: every receipt already due and unpaid, oldest
 * first, charged to the stored card. A refusal stops there: later receipts
 * are not charged past one the card could not pay.
 */
export async function makePayment(
  db: Database,
  gateway: CardGateway,
  input: { policyId: number; caller: PaymentCaller },
  context: { now: Date; publicUrl: string },
): Promise<CardChargeOutcome> {
  const policy = await policyForPayment(db, input.caller, input.policyId, context.now);
  const refusal = cardPaymentRefusal(policy);
  if (refusal === 'POLICY_CANCELLED') throw new AppError('POLICY_CANCELLED');
  if (refusal === 'PHONE_CHECK_PENDING') throw new AppError('PAYMENT_PHONE_CHECK_PENDING');
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.policy_id, policy.id),
        isNull(payments.deleted_at),
        isNull(payments.payment_date),
        gt(payments.pending_amount_cents, 0),
        lte(payments.activation_date, madridDate(context.now)!),
      ),
    )
    .orderBy(asc(payments.sequence));
  if (due.length === 0) throw new AppError('PAYMENT_NOTHING_DUE');
  const card = await storedCard(db, policy.id);
  if (!card) throw new AppError('PAYMENT_NO_STORED_CARD');
  const paid: number[] = [];
  let activated = false;
  for (const receipt of due) {
    const outcome = await chargeStoredCard(
      db,
      gateway,
      { policy, receipt, card, actor: staffActor(input.caller) },
      context,
    );
    if (!outcome?.approved) {
      if (paid.length === 0) throw new AppError('CARD_DENIED');
      break;
    }
    paid.push(receipt.id);
    activated ||= outcome.policyActivated;
  }
  return {
    message:
      paid.length === due.length
        ? `Pagados ${paid.length} recibo(s)`
        : `Pagados ${paid.length} de ${due.length} recibos: la tarjeta rechazó el siguiente`,
    paid_payment_ids: paid,
    policy_activated: activated,
  };
}
