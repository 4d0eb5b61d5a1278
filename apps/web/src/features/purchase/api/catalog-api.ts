import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { CatalogKind } from '../model/product-lines';

/** GET /generic_items: search as you type, every word must match brand or model. */
export function useCatalogSearch(kind: CatalogKind, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['catalog', kind, term],
    queryFn: ({ signal }) =>
      callApi('listGenericItems', { query: { filter: { kind, search: term }, per_page: 8 }, signal }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One catalog model, for links that preselect it (`?modelo=`). */
export function useCatalogItem(id: number | null) {
  return useQuery({
    queryKey: ['catalog-item', id],
    queryFn: id === null ? skipToken : ({ signal }) => callApi('getGenericItem', { params: { id }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProducts(productTypeId: number) {
  return useQuery({
    queryKey: ['products', productTypeId],
    queryFn: ({ signal }) =>
      callApi('listProducts', { query: { filter: { product_type_id: productTypeId } }, signal }),
    staleTime: 5 * 60_000,
  });
}
