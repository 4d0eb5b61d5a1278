import type { Distributor, DistributorInput, DistributorPatch } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import { readFileAsBase64 } from '../../../api/read-file';
import type { PageMeta } from '../components/pagination';

export type DistributorFilters = { search: string; active: '' | 'true' | 'false' };
export type DistributorList = { data: Distributor[]; meta: PageMeta };

export const DISTRIBUTORS_KEY = ['admin', 'distributors'] as const;
export const DISTRIBUTORS_PER_PAGE = 25;

const filterOf = (filters: DistributorFilters) => ({ search: filters.search.trim(), active: filters.active });

export function useDistributors(filters: DistributorFilters, page: number) {
  return useQuery({
    queryKey: [...DISTRIBUTORS_KEY, 'list', filters, page],
    queryFn: ({ signal }): Promise<DistributorList> =>
      callApi('listDistributors', {
        query: { filter: filterOf(filters), page, per_page: DISTRIBUTORS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createDistributor = (body: DistributorInput) => callApi('createDistributor', { body });
export const updateDistributor = (id: number, body: DistributorPatch) =>
  callApi('updateDistributor', { params: { id }, body });
export const deleteDistributor = (id: number) => callApi('deleteDistributor', { params: { id } });

/** Sends the stores CSV; the answer names the job to follow. */
export async function importStoresCsv(distributorId: number, file: File, readError: string) {
  const fileBase64 = await readFileAsBase64(file, readError);
  return callApi('importDistributorStores', { params: { id: distributorId }, body: { fileBase64 } });
}

/** The CSV download of the list with the filters on screen. */
export async function buildDistributorsExportUrl(filters: DistributorFilters): Promise<string> {
  const filter = filterOf(filters);
  return buildExportUrl(
    'distributors',
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
  );
}
