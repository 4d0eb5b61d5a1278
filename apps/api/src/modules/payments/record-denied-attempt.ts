import type { PaymentMethodType } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type TransactionRow, writeTransaction } from './settle-receipt.ts';

export type DeniedAttemptInput = {
  paymentId: number;
  amountCents: number;
  methodType: PaymentMethodType;
  paymentMethodId: number | null;
  /** The gateway's answer (Redsys Ds_Response, e.g. 0190), kept as the reason code. */
  responseCode: string;
  gateway?: string | null;
  gatewayOrder?: string | null;
  raw?: unknown;
  occurredAt: Date;
  /** When the row is written (the app's clock), its updated_at; without it, `occurredAt`. */
  now?: Date | undefined;
};

/**
 * A card (or other charge) was refused: the attempt is recorded as a 'ko'
 * transaction, for staff and for the customer's retry, and the receipt stays
 * exactly as it was.
 */
export async function recordDeniedAttempt(tx: Executor, input: DeniedAttemptInput): Promise<TransactionRow> {
  const [receipt] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, input.paymentId));
  if (!receipt) throw new AppError('PAYMENT_NOT_FOUND');
  return writeTransaction(
    tx,
    { ...input, kind: 'charge', reference: null, actor: null },
    'ko',
    input.responseCode,
  );
}
