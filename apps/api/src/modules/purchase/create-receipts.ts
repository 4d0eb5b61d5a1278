import type { BookingRequestSchema, z } from '@amparo/contract';
import { PaymentMethodType, type ScheduledReceipt } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, payments } from '../../db/schema/index.ts';
import type { PolicyRow } from './create-policy.ts';

type Booking = z.output<typeof BookingRequestSchema>;
export type ReceiptRow = typeof payments.$inferSelect;

/**
 * The payment method (a card to be captured at the payment step, or the
 * account with its SEPA mandate signed now) and the first year's receipts,
 * all charged to it.
 */
export async function createReceipts(
  tx: Executor,
  input: {
    policy: PolicyRow;
    booking: Booking;
    schedule: readonly ScheduledReceipt[];
    accountHolder: string;
    now: Date;
  },
): Promise<ReceiptRow[]> {
  const { policy, booking } = input;
  const [method] = await tx
    .insert(paymentMethods)
    .values(
      booking.payment_method === 'direct_debit' && booking.iban
        ? {
            policy_id: policy.id,
            type: PaymentMethodType.IBAN,
            iban: booking.iban,
            account_holder: booking.account_holder ?? input.accountHolder,
            mandate_reference: `AMP-M-${String(policy.id).padStart(8, '0')}`,
            mandate_signed_at: input.now,
          }
        : { policy_id: policy.id, type: PaymentMethodType.CARD },
    )
    .returning();
  if (!method) throw new Error('The payment method was not returned');
  return tx
    .insert(payments)
    .values(
      input.schedule.map((receipt) => ({
        policy_id: policy.id,
        sequence: receipt.sequence,
        price_cents: receipt.price,
        pending_amount_cents: receipt.price,
        activation_date: receipt.activation_date,
        payment_method_id: method.id,
      })),
    )
    .returning();
}
