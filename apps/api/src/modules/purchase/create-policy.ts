import type { BookingRequestSchema, z } from '@amparo/contract';
import { EvaluationStatus, PaymentMethodType, PolicyStatus, termEndOf } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { Policyholder } from './find-or-create-policyholder.ts';
import { type PricedBooking, sumPrices } from './price-booking.ts';

type Booking = z.output<typeof BookingRequestSchema>;
export type PolicyRow = typeof policies.$inferSelect;

/** 'Lucía Martín Gómez': the holder's names as the policy shows them. */
export const completeNameOf = (holder: Booking['holder']) =>
  [holder.name, holder.surname1, holder.surname2].filter(Boolean).join(' ');

/** The draft policy row (status 1): who, what, how much, and whether the phone check is due. */
export async function createPolicy(
  tx: Executor,
  input: {
    booking: Booking;
    priced: PricedBooking;
    holder: Policyholder;
    number: string;
    proposalId: number | null;
    phoneCheck: boolean;
    actor: Actor | null;
  },
): Promise<PolicyRow> {
  const { booking, priced, holder, phoneCheck, actor } = input;
  const [policy] = await tx
    .insert(policies)
    .values({
      number: input.number,
      status: PolicyStatus.DRAFT,
      product_id: priced.product.id,
      product_type_id: priced.product.product_type_id,
      policyholder_id: holder.id,
      distributor_id: priced.store?.distributor_id ?? null,
      store_id: priced.store?.id ?? null,
      seller_user_id: actor && actor.role !== 'policyholder' ? actor.id : null,
      proposal_id: input.proposalId,
      complete_name: completeNameOf(booking.holder),
      email: booking.holder.email,
      phone: booking.holder.phone,
      document_code: booking.holder.document_code,
      periodicity: booking.periodicity,
      payment_method_type:
        booking.payment_method === 'card' ? PaymentMethodType.CARD : PaymentMethodType.IBAN,
      premium_cents: priced.schedule[0].price,
      annual_premium_cents: sumPrices(priced.schedule),
      device_value_cents: priced.value,
      evaluation_active: phoneCheck,
      evaluation_status: phoneCheck ? EvaluationStatus.UNDEFINED : EvaluationStatus.NOT_REQUIRED,
      starts_on: priced.schedule[0].activation_date,
      // The term the contract states (LCS art. 22): a year, to the day before the anniversary.
      ends_on: termEndOf(priced.schedule[0].activation_date),
    })
    .returning();
  if (!policy) throw new Error('The new policy was not returned');
  return policy;
}
