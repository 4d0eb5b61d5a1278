import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentTransactions } from '../../db/schema/index.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { newOrder } from '../../services/payments/redsys.ts';
import { completeRefund, type RecordedRefund } from './refund-receipt.ts';

/**
 * Asks the gateway to give a recorded card refund back, after the refund was
 * committed: if the process dies mid-call, the pending refund says "outcome
 * unknown" rather than nothing. Approved: the refund receipt is ABONADO.
 * Refused or no answer: it stays PENDIENTE_ABONO, the refusal kept on the
 * transaction, and staff send it by transfer (never a second gateway call
 * here: a refund that went through but whose answer was lost must not be paid twice).
 */
export async function sendCardRefund(
  db: Database,
  gateway: CardGateway,
  recorded: Pick<RecordedRefund, 'transaction' | 'originalOrder'>,
  context: { now: Date; log?: Pick<FastifyBaseLogger, 'error'> },
): Promise<'ABONADO' | 'PENDIENTE_ABONO'> {
  if (!recorded.originalOrder) return 'PENDIENTE_ABONO';
  let result: Awaited<ReturnType<CardGateway['refund']>>;
  try {
    result = await gateway.refund({
      order: newOrder(context.now),
      originalOrder: recorded.originalOrder,
      amountCents: Math.abs(recorded.transaction.amount_cents),
    });
  } catch (error) {
    context.log?.error({ err: error, transaction: recorded.transaction.id }, 'card refund got no answer');
    return 'PENDIENTE_ABONO';
  }
  if (!result.approved) {
    await db
      .update(paymentTransactions)
      .set({ status: 'ko', reason_code: result.responseCode, updated_at: context.now })
      .where(eq(paymentTransactions.id, recorded.transaction.id));
    return 'PENDIENTE_ABONO';
  }
  await db.transaction((tx) =>
    completeRefund(tx, recorded.transaction.id, {
      reference: result.gatewayReference,
      raw: result.raw,
      occurredAt: context.now,
      now: context.now,
    }),
  );
  return 'ABONADO';
}
