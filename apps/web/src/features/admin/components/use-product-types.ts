import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

/** The product lines (spec 1), for filters and catalog sections; they rarely change. */
export function useProductTypes() {
  return useQuery({
    queryKey: ['admin', 'product-types'],
    queryFn: ({ signal }) => callApi('listProductTypes', { signal }),
    staleTime: 10 * 60_000,
    select: (list) => list.data,
  });
}
