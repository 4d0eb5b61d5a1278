import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentTransactions, sepaFiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';

/** The gateway name of direct debits on the ledger. */
export const SEPA_GATEWAY = 'sepa';

/**
 * A direct debit written into a bank file and not yet collected: the charge stays 'pending'
 * until its collection date (collect-sepa-debits.ts), when the receipt becomes paid.
 */
export const pendingSepaCharge = () =>
  and(
    eq(paymentTransactions.kind, 'charge'),
    eq(paymentTransactions.gateway, SEPA_GATEWAY),
    eq(paymentTransactions.status, 'pending'),
  );

/**
 * Refuses to take money for a receipt the bank is about to collect (card, manual payment, a new
 * presentation): it would be charged twice. Run inside the caller's transaction.
 */
export async function refuseIfInBank(db: Executor, paymentId: number): Promise<void> {
  const [inBank] = await db
    .select({ on: sepaFiles.collection_date })
    .from(paymentTransactions)
    .innerJoin(sepaFiles, eq(sepaFiles.id, paymentTransactions.sepa_file_id))
    .where(and(eq(paymentTransactions.payment_id, paymentId), pendingSepaCharge()))
    .limit(1);
  if (inBank) throw new AppError('RECEIPT_IN_BANK', { params: { date: spanishDate(inBank.on) } });
}
