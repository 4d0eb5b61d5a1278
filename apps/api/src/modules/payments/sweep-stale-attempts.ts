import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentTransactions } from '../../db/schema/index.ts';
import { SEPA_GATEWAY } from '../sepa/pending-sepa-charge.ts';
import type { TransactionRow } from './settle-receipt.ts';

export const SWEEP_QUEUE = 'payments.sweep-pending';
/** The reason of an attempt the sweeper closed: the gateway never told us how it ended. */
export const NO_GATEWAY_ANSWER = 'sin respuesta de la pasarela';
/** A card form or stored-card charge answers within minutes; two hours is far past any real notification. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

/**
 * Still waiting for the gateway's word: pending, or closed by the sweeper for
 * lack of an answer. A late genuine notification (or stored-card answer) must
 * still settle the receipt: the customer's money was taken all the same.
 */
export const awaitsGatewayOutcome = (row: Pick<TransactionRow, 'status' | 'reason_code'>) =>
  row.status === 'pending' || (row.status === 'ko' && row.reason_code === NO_GATEWAY_ANSWER);

/** The same rule as a query condition, for the in-place completion of an attempt. */
export const awaitsGatewayOutcomeSql = () =>
  or(
    eq(paymentTransactions.status, 'pending'),
    and(eq(paymentTransactions.status, 'ko'), eq(paymentTransactions.reason_code, NO_GATEWAY_ANSWER)),
  );

/**
 * Card attempts whose notification never came would stay pending for ever:
 * after two hours they are closed as 'ko' (no answer), so staff and the
 * customer see a failed attempt and may try again. Refunds are left alone:
 * a pending refund is money we owe, closed only by the gateway or staff.
 */
export async function sweepStaleAttempts(db: Executor, now: Date): Promise<number> {
  const swept = await db
    .update(paymentTransactions)
    .set({ status: 'ko', reason_code: NO_GATEWAY_ANSWER, updated_at: now })
    .where(
      and(
        eq(paymentTransactions.status, 'pending'),
        eq(paymentTransactions.kind, 'charge'),
        isNotNull(paymentTransactions.gateway),
        // A direct debit waits for its collection date, days away: it is collected, not swept.
        ne(paymentTransactions.gateway, SEPA_GATEWAY),
        lt(paymentTransactions.created_at, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .returning({ id: paymentTransactions.id });
  return swept.length;
}
