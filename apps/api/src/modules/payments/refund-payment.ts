import type { RefundOutcome } from '@amparo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { policyForPayment } from './payment-access.ts';
import { refundReceipt } from './refund-receipt.ts';
import { sendCardRefund } from './send-card-refund.ts';

/**
 * Staff give back all or part of a paid receipt (POST …/payments/{id}/refund):
 * the refund is recorded and committed, then, for a card payment, sent to the
 * gateway. A replay (same Idempotency-Key) answers the refund as it stands now.
 */
export async function refundPayment(
  db: Database,
  gateway: CardGateway,
  input: {
    policyId: number;
    paymentId: number;
    amountCents: number;
    reason: string;
    requestKey: string;
    actor: Actor;
    ip: string;
  },
  context: { now: Date; log?: Pick<FastifyBaseLogger, 'error'> },
): Promise<RefundOutcome> {
  // Staff see policies through their payments.manage scope; another's policy is a 404.
  await policyForPayment(
    db,
    { actor: input.actor, token: undefined, ip: input.ip },
    input.policyId,
    context.now,
  );
  const recorded = await db.transaction((tx) =>
    refundReceipt(tx, { ...input, actor: { id: input.actor.id, role: input.actor.role }, now: context.now }),
  );
  let status: RefundOutcome['status'] = recorded.refund.payment_date ? 'ABONADO' : 'PENDIENTE_ABONO';
  if (!recorded.replayed && recorded.channel === 'card')
    status = await sendCardRefund(db, gateway, recorded, context);
  const message =
    status === 'ABONADO'
      ? 'Devolución hecha a la tarjeta'
      : recorded.channel === 'card'
        ? 'La pasarela no ha confirmado la devolución: queda pendiente de abono por transferencia'
        : 'Devolución registrada: queda pendiente de abono por transferencia';
  return {
    message,
    refund_payment_id: recorded.refund.id,
    amount_cents: Math.abs(recorded.refund.price_cents),
    channel: recorded.channel,
    status,
    refundable_cents: recorded.refundableCents,
    replayed: recorded.replayed,
  };
}
