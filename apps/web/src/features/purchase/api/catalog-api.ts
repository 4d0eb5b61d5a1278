import type { GenericItem, Product } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { CatalogKind } from '../model/product-lines';

type Page<T> = { data: T[]; meta: { page: number; per_page: number; total: number } };

/** GET /generic_items: search as you type, every word must match brand or model. */
export function useCatalogSearch(kind: CatalogKind, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['catalog', kind, term],
    queryFn: ({ signal: _signal }) =>
      getJson<Page<GenericItem>>('/generic_items', { filter: { kind, search: term }, per_page: 8 }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One catalog model, for links that preselect it (`?modelo=`). */
export function useCatalogItem(id: number | null) {
  return useQuery({
    queryKey: ['catalog-item', id],
    queryFn: () => getJson<GenericItem>(`/generic_items/${id}`),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

export function useProducts(productTypeId: number) {
  return useQuery({
    queryKey: ['products', productTypeId],
    queryFn: () => getJson<{ data: Product[] }>('/products', { filter: { product_type_id: productTypeId } }),
    staleTime: 5 * 60_000,
  });
}

export const ipidUrl = (productId: number) => `/api/products/${productId}/ipid.pdf`;
