import type { Product } from '@amparo/contract';
import { findPriceBand, lowestMonthlyPrice } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

const FIVE_MINUTES = 5 * 60_000;

export function useAllProducts() {
  return useQuery({
    queryKey: ['products', 'all'],
    queryFn: ({ signal }) => callApi('listProducts', { signal }),
    staleTime: FIVE_MINUTES,
    select: (response) => response.data.filter((product) => product.active),
  });
}

/** 'desde X €/mes': the cheapest monthly band of a product line. */
export function lowestMonthly(products: readonly Product[], productTypeId: number): number | null {
  return lowestMonthlyPrice(
    products
      .filter((product) => product.product_type_id === productTypeId)
      .flatMap((product) => product.prices),
  );
}

/** Monthly price of a product for a device value, from its bands. */
export function monthlyFor(product: Product | undefined, value: number | null): number | null {
  if (!product || value === null) return null;
  return findPriceBand(product.prices, value)?.price_monthly ?? null;
}

export function usePopularPhones() {
  return useQuery({
    queryKey: ['catalog', 'mobile', 'popular'],
    queryFn: ({ signal }) =>
      callApi('listGenericItems', {
        query: { filter: { kind: 'mobile', active: 'true' }, per_page: 12 },
        signal,
      }),
    staleTime: FIVE_MINUTES,
  });
}

/** The public store directory (GET /stores-select): address, city and the store's page if any. */
export function useStoreDirectory() {
  return useQuery({
    queryKey: ['stores-select'],
    queryFn: ({ signal }) => callApi('listStoreDirectory', { signal }),
    staleTime: FIVE_MINUTES,
  });
}
