import type { StoreLandingInputSchema, z } from '@amparo/contract';
import { useQueries } from '@tanstack/react-query';
import { type CallOutput, callApi } from '../../../api/client';

export type LandingValues = z.output<typeof StoreLandingInputSchema>;

export const LANDINGS_KEY = ['admin', 'store-landings'] as const;

/** Each store's pages; the first one is the page PATCH /stores/{id}/landings changes. */
export function useStoreLandings(storeIds: readonly number[]) {
  return useQueries({
    queries: storeIds.map((id) => ({
      queryKey: [...LANDINGS_KEY, id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi('listLandingsOfStore', { params: { id }, signal }),
      select: (list: CallOutput<'listLandingsOfStore'>) => list.data[0] ?? null,
    })),
  });
}

export const createLanding = (storeId: number, body: LandingValues) =>
  callApi('createStoreLanding', { params: { id: storeId }, body });
export const updateLanding = (storeId: number, body: LandingValues) =>
  callApi('updateStoreLanding', { params: { id: storeId }, body });
