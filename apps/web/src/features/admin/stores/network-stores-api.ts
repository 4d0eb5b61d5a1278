import type { StoreInput, StorePatch, StorePriv } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import { readFileAsBase64 } from '../../../api/read-file';
import type { PageMeta } from '../components/pagination';

export type StoreFilters = { search: string; distributor_id: string; active: '' | 'true' | 'false' };
export type StorePrivList = { data: StorePriv[]; meta: PageMeta };

export const NETWORK_STORES_KEY = ['admin', 'network-stores'] as const;
export const STORES_PER_PAGE = 25;

const filterOf = (filters: StoreFilters) => ({
  search: filters.search.trim(),
  distributor_id: filters.distributor_id,
  active: filters.active,
});

/** The stores with their commercial details (GET /stores-priv), within the caller's scope. */
export function useStoresPriv(filters: StoreFilters, page: number) {
  return useQuery({
    queryKey: [...NETWORK_STORES_KEY, 'list', filters, page],
    queryFn: ({ signal }): Promise<StorePrivList> =>
      callApi('listStoresPriv', {
        query: { filter: filterOf(filters), page, per_page: STORES_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createStore = (body: StoreInput) => callApi('createStore', { body });
export const updateStore = (id: number, body: StorePatch) => callApi('updateStore', { params: { id }, body });
export const deleteStore = (id: number) => callApi('deleteStore', { params: { id } });

/** Sends a store's discount codes CSV; the answer is the per-row report. */
export async function importStoreDiscounts(storeId: number, file: File, readError: string) {
  const fileBase64 = await readFileAsBase64(file, readError);
  return callApi('importStoreDiscounts', { params: { id: storeId }, body: { fileBase64 } });
}

export async function buildStoresExportUrl(filters: StoreFilters): Promise<string> {
  return buildExportUrl(
    'stores-priv',
    Object.fromEntries(Object.entries(filterOf(filters)).filter(([, value]) => value !== '')),
  );
}
