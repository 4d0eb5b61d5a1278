import type { RepairCenter, RepairCenterInput } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { PageMeta } from '../components/pagination';

export type RepairCenterFilters = { search: string; product_type_id: string; active: '' | 'true' | 'false' };
export type RepairCenterList = { data: RepairCenter[]; meta: PageMeta };

export const REPAIR_CENTERS_KEY = ['admin', 'repair-centers'] as const;
export const REPAIR_CENTERS_PER_PAGE = 25;

export function useRepairCenters(filters: RepairCenterFilters, page: number) {
  return useQuery({
    queryKey: [...REPAIR_CENTERS_KEY, 'list', filters, page],
    queryFn: ({ signal }): Promise<RepairCenterList> =>
      callApi('listRepairCenters', {
        query: {
          filter: {
            q: filters.search.trim(),
            product_type_id: filters.product_type_id,
            active: filters.active,
          },
          page,
          per_page: REPAIR_CENTERS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createRepairCenter = (body: RepairCenterInput) => callApi('createRepairCenter', { body });
export const updateRepairCenter = (id: number, body: Partial<RepairCenterInput>) =>
  callApi('updateRepairCenter', { params: { id }, body });
export const deleteRepairCenter = (id: number) => callApi('deleteRepairCenter', { params: { id } });
