// A type only: the contract's schemas (and zod) stay out of the pages that show the service line.
import type { MapTilesSettings, PublicSettings } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

type Settings = Awaited<ReturnType<typeof fetchSettings>>;
const fetchSettings = () => callApi('getSettings');

/** The OS guard's read, for the next page's query to take once, and when it was made. */
let handed: { read: Promise<Settings>; at: number } | undefined;

/**
 * The OS guard's read of GET /api/settings (the answer preloaded with the mail link's page), handed to
 * the next read within 10 seconds: the IMEI step's query takes it instead of asking again before the
 * step paints.
 */
export function readSettingsAndHandOn(): Promise<Settings> {
  const read = fetchSettings();
  handed = { read, at: Date.now() };
  return read;
}

function readSettings(): Promise<Settings> {
  const taken = handed && Date.now() - handed.at < 10_000 ? handed.read : undefined;
  handed = undefined;
  return taken ?? fetchSettings();
}

/**
 * GET /api/settings: the public settings (service line and hours), editable in the back office,
 * and the store map's tile server (configured on the server).
 */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    // Sent without the stored login (it could never end a session): the public keys only.
    queryFn: async (): Promise<PublicSettings & MapTilesSettings> => {
      const settings = await readSettings();
      return {
        customer_service_phone: settings.customer_service_phone,
        customer_service_hours: settings.customer_service_hours,
        call_back_regional_holidays: settings.call_back_regional_holidays,
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
