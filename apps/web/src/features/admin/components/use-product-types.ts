import type { ProductType } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';

/** The product lines (spec 1), for filters and catalog sections; they rarely change. */
export function useProductTypes() {
  return useQuery({
    queryKey: ['admin', 'product-types'],
    queryFn: () => getJson<{ data: ProductType[] }>('/product_types'),
    staleTime: 10 * 60_000,
    select: (list) => list.data,
  });
}
