import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { DateRange } from './dashboard-range';

/** GET /dashboard for a period; the previous period's figures stay on screen while the next loads. */
export function useDashboard(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range.from, range.to],
    queryFn: ({ signal }) => callApi('getDashboard', { query: range, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
