import type { DiscountValidationSchema, z } from '@amparo/contract';
import type { Periodicity } from '@amparo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type DiscountValidation = z.infer<typeof DiscountValidationSchema>;

type QuoteParams = {
  productTypeId: number;
  deviceValue: number | null;
  periodicity: Periodicity;
  discountCode: string | null;
  storeId: number | null;
};

/** GET /policies/price: the coverages of a product line for the insured value. */
export function useQuote({ productTypeId, deviceValue, periodicity, discountCode, storeId }: QuoteParams) {
  return useQuery({
    queryKey: ['quote', productTypeId, deviceValue, periodicity, discountCode, storeId],
    queryFn: ({ signal }) =>
      callApi('quotePrice', {
        query: {
          product_type_id: productTypeId,
          device_value: deviceValue,
          periodicity,
          discount_code: discountCode,
          store_id: storeId,
        },
        signal,
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
    queryFn: ({ signal }) =>
      callApi('validateDiscount', {
        params: { code },
        query: { product_type_id: productTypeId, store_id: storeId },
        signal,
      }),
    enabled: code.length >= 3,
    retry: false,
    staleTime: 60_000,
  });
}
