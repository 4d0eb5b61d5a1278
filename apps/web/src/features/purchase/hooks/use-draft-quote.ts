import { normalizeDiscountCode } from '@amparo/domain';
import { useDiscountValidation, useQuote } from '../api/quote-api';
import { insuredValueOf, type PurchaseDraft } from '../model/purchase-draft';

/** The quote for the draft; the discount code is sent only once the API accepted it. */
export function useDraftQuote(draft: PurchaseDraft) {
  const code = normalizeDiscountCode(draft.discountCode);
  const discount = useDiscountValidation(code, draft.productTypeId, draft.storeId);
  const quote = useQuote({
    productTypeId: draft.productTypeId,
    deviceValue: insuredValueOf(draft),
    periodicity: draft.periodicity,
    discountCode: discount.data ? code : null,
    storeId: draft.storeId,
  });
  return { quote, discount };
}
