import type { Discount, DiscountInputSchema, DiscountPatchSchema, z } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';
import type { PageMeta } from '../components/pagination';

export type DiscountValues = z.output<typeof DiscountInputSchema>;
export type DiscountPatchValues = z.output<typeof DiscountPatchSchema>;
export type DiscountFilters = { search: string; active: '' | 'true' | 'false' };
export type DiscountList = { data: Discount[]; meta: PageMeta };

export const DISCOUNTS_KEY = ['admin', 'discounts'] as const;
export const DISCOUNTS_PER_PAGE = 25;

export function useDiscounts(filters: DiscountFilters, page: number) {
  return useQuery({
    queryKey: [...DISCOUNTS_KEY, 'list', filters, page],
    queryFn: () =>
      getJson<DiscountList>('/discounts', {
        filter: { search: filters.search.trim(), active: filters.active },
        page,
        per_page: DISCOUNTS_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every discount, for selectors (a store page's discount). The API caps a page at 200. */
export function useAllDiscounts() {
  return useQuery({
    queryKey: [...DISCOUNTS_KEY, 'all'],
    queryFn: () => getJson<DiscountList>('/discounts', { page: 1, per_page: 200 }),
    select: (list) => list.data,
  });
}

export const createDiscount = (body: DiscountValues) => sendJson<Discount>('POST', '/discounts', body);
export const updateDiscount = (id: number, body: DiscountPatchValues) =>
  sendJson<Discount>('PATCH', `/discounts/${id}`, body);
export const deleteDiscount = (id: number) => sendJson<void>('DELETE', `/discounts/${id}`);
