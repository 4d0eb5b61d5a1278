import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

/** Refreshed by every change to a distributor or a store, or they go missing from the selectors. */
export const PARTNER_OPTIONS_KEY = ['admin', 'partner-options'] as const;

/** Distributors and stores the signed-in role can see (selectors and filters). */
export function usePartnerOptions(isEnabled = true) {
  return useQuery({
    queryKey: PARTNER_OPTIONS_KEY,
    queryFn: ({ signal }) => callApi('listPartnerOptions', { signal }),
    staleTime: 5 * 60_000,
    enabled: isEnabled,
  });
}
