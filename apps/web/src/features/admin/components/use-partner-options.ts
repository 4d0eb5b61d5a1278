import type { PartnerOptions } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';

/** Distributors and stores the signed-in role can see (selectors and filters). */
export function usePartnerOptions(isEnabled = true) {
  return useQuery({
    queryKey: ['admin', 'partner-options'],
    queryFn: () => getJson<PartnerOptions>('/partner-options'),
    staleTime: 5 * 60_000,
    enabled: isEnabled,
  });
}
