import { z } from './zod.ts';

/**
 * The public store map's tiles, served with the settings by GET /settings
 * (from the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION, not the settings
 * table: read-only, and not among the settings staff edit).
 */
export const MapTilesSettingsSchema = z.object({
  /** A Leaflet URL template: {z}/{x}/{y}, optional {s} subdomain. */
  map_tile_url: z.string().optional(),
  /** The attribution the tiles' licence asks for (HTML with a link). */
  map_tile_attribution: z.string().optional(),
});
export type MapTilesSettings = z.infer<typeof MapTilesSettingsSchema>;
