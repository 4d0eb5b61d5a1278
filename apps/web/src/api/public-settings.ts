import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

export type PublicSettings = { customer_service_phone?: string; customer_service_hours?: string };

/** GET /api/settings: the public settings (service line and hours), editable in the back office. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    // Public: sent without the stored login, so it can never end a session.
    queryFn: () => apiRequest<PublicSettings>('/settings', { isAuthenticated: false }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
