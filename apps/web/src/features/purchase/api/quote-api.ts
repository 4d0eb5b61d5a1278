import type { DiscountValidationSchema, Quote, z } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';

export type DiscountValidation = z.infer<typeof DiscountValidationSchema>;

type QuoteParams = {
  productTypeId: number;
  deviceValue: number | null;
  periodicity: 1 | 12;
  discountCode: string | null;
  storeId: number | null;
};

/** GET /policies/price: the coverages of a product line for the insured value. */
export function useQuote({ productTypeId, deviceValue, periodicity, discountCode, storeId }: QuoteParams) {
  return useQuery({
    queryKey: ['quote', productTypeId, deviceValue, periodicity, discountCode, storeId],
    queryFn: () =>
      getJson<Quote>('/policies/price', {
        product_type_id: productTypeId,
        device_value: deviceValue,
        periodicity,
        discount_code: discountCode,
        store_id: storeId,
      }),
    enabled: deviceValue !== null,
    // Switching monthly/yearly keeps the cards on screen while the new quote arrives.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /discounts/validate/{code}: the label, or a 404/422 carrying the reason. */
export function useDiscountValidation(code: string, productTypeId: number, storeId: number | null) {
  return useQuery({
    queryKey: ['discount', code, productTypeId, storeId],
    queryFn: () =>
      getJson<DiscountValidation>(`/discounts/validate/${encodeURIComponent(code)}`, {
        product_type_id: productTypeId,
        store_id: storeId,
      }),
    enabled: code.length >= 3,
    retry: false,
    staleTime: 60_000,
  });
}
