import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

const POLL_MS = 700;

/** A long job's progress (imports, SEPA files), polled until it is done or failed; null: none yet. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'jobs', id],
    queryFn: ({ signal }) => callApi('getJob', { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
}
