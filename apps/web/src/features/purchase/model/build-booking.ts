import { type BookingRequest, BookingRequestSchema } from '@amparo/contract';
import { normalizeDiscountCode, normalizeIban } from '@amparo/domain';
import { deviceForBooking, holderForBooking, itemForBooking } from './draft-to-booking';
import { productLineOf } from './product-lines';
import type { PurchaseDraft } from './purchase-draft';

export type Acceptances = { terms: boolean; precontractual: boolean; privacy: boolean; has_invoice: boolean };

/** The POST /policies body (contract BookingRequestSchema) from the draft. */
export function buildBookingRequest(
  draft: PurchaseDraft,
  acceptances: Acceptances,
  proposalId: string | null,
): BookingRequest {
  const line = productLineOf(draft.productTypeId);
  const isDebit = draft.paymentMethod === 'direct_debit';
  const discountCode = normalizeDiscountCode(draft.discountCode);
  return {
    ...(proposalId ? { identifier_proposal: proposalId } : {}),
    product_id: draft.productId ?? 0,
    periodicity: draft.periodicity,
    payment_method: draft.paymentMethod,
    ...(line.asksItems
      ? { items: draft.items.map(itemForBooking) }
      : { device: deviceForBooking(draft.device) }),
    holder: holderForBooking(draft.holder),
    ...(isDebit && draft.iban.trim() ? { iban: normalizeIban(draft.iban) } : {}),
    ...(isDebit && draft.accountHolder.trim() ? { account_holder: draft.accountHolder.trim() } : {}),
    ...(discountCode ? { discount_code: discountCode } : {}),
    ...(draft.storeId ? { store_id: draft.storeId } : {}),
    acceptances: acceptances as BookingRequest['acceptances'],
  };
}

/** Same check the server makes first; returns the issues keyed like the server's paths. */
export function checkBookingRequest(request: BookingRequest): Record<string, string> {
  const parsed = BookingRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
