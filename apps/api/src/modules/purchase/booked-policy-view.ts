import type { BookedPolicy, BookingRequestSchema, z } from '@amparo/contract';
import type { PolicyRow } from './create-policy.ts';
import type { ReceiptRow } from './create-receipts.ts';
import type { PricedBooking } from './price-booking.ts';

type Booking = z.output<typeof BookingRequestSchema>;

/** The answer of POST /policies (and of its replays with the same Idempotency-Key). */
export function bookedPolicyView(input: {
  policy: PolicyRow;
  booking: Booking;
  priced: PricedBooking;
  receipts: readonly ReceiptRow[];
  discount: BookedPolicy['discount'];
}): BookedPolicy {
  const { policy, booking, priced } = input;
  return {
    id: policy.id,
    number: policy.number,
    status: policy.status,
    product: {
      id: priced.product.id,
      name: priced.product.name,
      product_type_id: priced.product.product_type_id,
    },
    periodicity: booking.periodicity,
    payment_method: booking.payment_method,
    premium: policy.premium_cents,
    annual_premium: policy.annual_premium_cents,
    discount: input.discount,
    payments: input.receipts.map((r) => ({
      id: r.id,
      sequence: r.sequence,
      price: r.price_cents,
      pending_amount: r.pending_amount_cents,
      activation_date: r.activation_date,
    })),
    holder: { complete_name: policy.complete_name, email: booking.holder.email },
    store_id: priced.store?.id ?? null,
    created_at: policy.created_at.toISOString(),
  };
}
