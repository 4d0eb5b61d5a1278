import type { StoreLanding, StoreLandingInputSchema, z } from '@amparo/contract';
import { useQueries } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';

export type LandingValues = z.output<typeof StoreLandingInputSchema>;

export const LANDINGS_KEY = ['admin', 'store-landings'] as const;

/** Each store's pages; the first one is the page PATCH /stores/{id}/landings changes. */
export function useStoreLandings(storeIds: readonly number[]) {
  return useQueries({
    queries: storeIds.map((id) => ({
      queryKey: [...LANDINGS_KEY, id],
      queryFn: () => getJson<{ data: StoreLanding[] }>(`/stores/${id}/landings`),
      select: (list: { data: StoreLanding[] }) => list.data[0] ?? null,
    })),
  });
}

export const createLanding = (storeId: number, body: LandingValues) =>
  sendJson<StoreLanding>('POST', `/stores/${storeId}/landings`, body);
export const updateLanding = (storeId: number, body: LandingValues) =>
  sendJson<StoreLanding>('PATCH', `/stores/${storeId}/landings`, body);
