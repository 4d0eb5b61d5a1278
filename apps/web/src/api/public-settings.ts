// A type only: the contract's schemas (and zod) stay out of the pages that show the service line.
import type { MapTilesSettings, PublicSettings } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

type Settings = Awaited<ReturnType<typeof fetchSettings>>;
const fetchSettings = () => callApi('getSettings');

/** A read a later caller may take within a few seconds, and when it was made. */
let recent: { read: Promise<Settings>; at: number } | undefined;

/**
 * GET /api/settings, shared by callers a few seconds apart: the mail link's OS guard reads them (the
 * answer preloaded with the page) and its IMEI step's query then takes the same answer instead of
 * asking again before the step paints. Later reads ask the server.
 */
export function readSettings(): Promise<Settings> {
  if (recent && Date.now() - recent.at < 10_000) return recent.read;
  recent = { read: fetchSettings(), at: Date.now() };
  recent.read.catch(() => {
    recent = undefined;
  });
  return recent.read;
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
