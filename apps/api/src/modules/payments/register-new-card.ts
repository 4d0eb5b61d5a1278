import type { CardPaymentForm } from '@amparo/contract';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { issueCardForm } from './issue-card-form.ts';
import { type PaymentCaller, policyForPayment } from './payment-access.ts';

/**
 * POST /policies/{id}/payment_methods/new-card: a new card is captured by
 * paying the policy's next unpaid receipt with it (the gateway keeps it on
 * file). A policy with nothing left to pay has no receipt to carry the card:
 * the customer is told so (a zero-amount card check is not offered yet).
 */
export async function registerNewCard(
  db: Database,
  gateway: CardGateway,
  input: { policyId: number; caller: PaymentCaller },
  context: { now: Date; publicUrl: string },
): Promise<CardPaymentForm> {
  const policy = await policyForPayment(db, input.caller, input.policyId, context.now);
  const [next] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.policy_id, policy.id),
        isNull(payments.deleted_at),
        isNull(payments.payment_date),
        gt(payments.pending_amount_cents, 0),
      ),
    )
    .orderBy(asc(payments.sequence))
    .limit(1);
  if (!next) throw new AppError('PAYMENT_NOTHING_DUE');
  return issueCardForm(db, gateway, { ...input, paymentId: next.id, newCard: true }, context);
}
