// A type only: the contract's schemas (and zod) stay out of the pages that show the service line.
import type { MapTilesSettings, PublicSettings } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

/**
 * GET /api/settings: the public settings (service line and hours), editable in the back office,
 * and the store map's tile server (configured on the server).
 */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    // Sent without the stored login (it could never end a session): the public keys only.
    queryFn: async (): Promise<PublicSettings & MapTilesSettings> => {
      const settings = await callApi('getSettings');
      return {
        customer_service_phone: settings.customer_service_phone,
        customer_service_hours: settings.customer_service_hours,
        check_os_version: settings.check_os_version,
        evaluation_can_attach_invoice: settings.evaluation_can_attach_invoice,
        evaluation_manual_imei: settings.evaluation_manual_imei,
        map_tile_url: settings.map_tile_url,
        map_tile_attribution: settings.map_tile_attribution,
      };
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
