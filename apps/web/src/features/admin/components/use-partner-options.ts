import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

/** Distributors and stores the signed-in role can see (selectors and filters). */
export function usePartnerOptions(isEnabled = true) {
  return useQuery({
    queryKey: ['admin', 'partner-options'],
    queryFn: ({ signal }) => callApi('listPartnerOptions', { signal }),
    staleTime: 5 * 60_000,
    enabled: isEnabled,
  });
}
