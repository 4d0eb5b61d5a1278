import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

export type PublicSettings = {
  customer_service_phone?: string | undefined;
  customer_service_hours?: string | undefined;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** GET /api/settings: the public settings (service line and hours), editable in the back office. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    // Sent without the stored login (it could never end a session): the public keys only.
    queryFn: async (): Promise<PublicSettings> => {
      const settings = await callApi('getSettings');
      return {
        customer_service_phone: textOf(settings.customer_service_phone),
        customer_service_hours: textOf(settings.customer_service_hours),
      };
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
