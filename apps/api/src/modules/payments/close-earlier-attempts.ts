import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentTransactions } from '../../db/schema/index.ts';
import type { TransactionRow } from './settle-receipt.ts';
import { awaitsGatewayOutcomeSql } from './sweep-stale-attempts.ts';

/** The reason of a card attempt closed because a newer card form was issued for its receipt. */
export const SUPERSEDED_BY_NEW_FORM = 'sustituido por un formulario nuevo';

export const wasSuperseded = (row: Pick<TransactionRow, 'status' | 'reason_code'>) =>
  row.status === 'ko' && row.reason_code === SUPERSEDED_BY_NEW_FORM;

/**
 * A new card form for a receipt closes the attempts still waiting for the
 * gateway's word (pending, or closed by the sweeper for lack of an answer), so
 * one receipt has one live order: a notification for a closed one pays
 * nothing. The scheduled charge's attempts (with an idempotency key) are left
 * to their own REST answer. Run in the transaction that records the new
 * attempt; a notification settling meanwhile holds the row, and the update
 * then finds it no longer waiting.
 */
export async function closeEarlierAttempts(
  tx: Executor,
  input: { paymentId: number; gateway: string; now: Date },
): Promise<number> {
  const closed = await tx
    .update(paymentTransactions)
    .set({ status: 'ko', reason_code: SUPERSEDED_BY_NEW_FORM, updated_at: input.now })
    .where(
      and(
        eq(paymentTransactions.payment_id, input.paymentId),
        eq(paymentTransactions.kind, 'charge'),
        eq(paymentTransactions.gateway, input.gateway),
        isNull(paymentTransactions.idempotency_key),
        awaitsGatewayOutcomeSql(),
      ),
    )
    .returning({ id: paymentTransactions.id });
  return closed.length;
}
