import { and, eq, inArray, or } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema/index.ts';

// Which movements count as money in and money given back, for the Cobros chart and the
// dashboard's figures alike (docs/payments.md).

/** Collected: card charges and manual payments that went through. */
export const collectedMoves = () =>
  and(inArray(paymentTransactions.kind, ['charge', 'manual']), eq(paymentTransactions.status, 'ok'));

/** Given back ('Devuelto'): the bank's returns, and the refunds that reached the customer. */
export const givenBackMoves = () =>
  or(
    eq(paymentTransactions.kind, 'return'),
    and(eq(paymentTransactions.kind, 'refund'), eq(paymentTransactions.status, 'ok')),
  );
