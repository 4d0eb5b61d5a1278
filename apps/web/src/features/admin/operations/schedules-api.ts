import type { FailedJob, Schedule } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type { FailedJob, Schedule };

export const SCHEDULES_KEY = ['admin', 'schedules'] as const;

// While a run is under way the page asks again every 2 s, the embedded worker's own pace.
const POLL_MS = 2000;

/** GET /schedules: the scheduled jobs with their last and next runs, and the failed jobs. */
export function useSchedules() {
  return useQuery({
    queryKey: SCHEDULES_KEY,
    queryFn: ({ signal }) => callApi('listSchedules', { signal }),
    refetchInterval: (query) =>
      query.state.data?.schedules.some((schedule) => schedule.is_running) ? POLL_MS : false,
  });
}

/** POST /schedules/{name}/run: one run now, taken by the next free worker. */
export const runScheduleNow = (name: string) => callApi('runScheduleNow', { params: { name } });
