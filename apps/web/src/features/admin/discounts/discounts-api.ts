import type { Discount, DiscountInputSchema, DiscountPatchSchema, z } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
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
    queryFn: ({ signal }): Promise<DiscountList> =>
      callApi('listDiscounts', {
        query: {
          filter: { search: filters.search.trim(), active: filters.active },
          page,
          per_page: DISCOUNTS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every discount, for selectors (a store page's discount). The API caps a page at 200. */
export function useAllDiscounts() {
  return useQuery({
    queryKey: [...DISCOUNTS_KEY, 'all'],
    queryFn: ({ signal }) => callApi('listDiscounts', { query: { page: 1, per_page: 200 }, signal }),
    select: (list) => list.data,
  });
}

/** The CSV download of the list with the filters on screen. */
export const buildDiscountsExportUrl = (filters: DiscountFilters) =>
  buildExportUrl(
    'discounts',
    Object.fromEntries(
      Object.entries({ search: filters.search.trim(), active: filters.active }).filter(
        ([, value]) => value !== '',
      ),
    ),
  );

export const createDiscount = (body: DiscountValues) => callApi('createDiscount', { body });
export const updateDiscount = (id: number, body: DiscountPatchValues) =>
  callApi('updateDiscount', { params: { id }, body });
export const deleteDiscount = (id: number) => callApi('deleteDiscount', { params: { id } });
