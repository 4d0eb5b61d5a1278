/**
 * The map tiles of the public store map (/map): where the browser fetches them
 * and the attribution their licence asks for. Configured with MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION; served to the web in the public settings (GET /settings)
 * and allowed in the pages' Content-Security-Policy img-src (docs/operations.md).
 */
export type MapTilesConfig = { url: string; attribution: string; origin: string };

/** OpenStreetMap's own tiles: fine for light use under its tile usage policy; a busy site should use a provider. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * Why a tile URL template cannot be used, or null: it must be http(s), carry
 * {z}, {x} and {y}, and may take a {s} subdomain and {r} (retina) as Leaflet does.
 */
export function mapTileUrlProblem(template: string): string | null {
  if (!/^https?:\/\//.test(template)) return 'debe empezar por https:// (o http:// en local)';
  for (const part of ['{z}', '{x}', '{y}'])
    if (!template.includes(part))
      return `le falta ${part} (p. ej. https://tile.openstreetmap.org/{z}/{x}/{y}.png)`;
  try {
    mapTileOrigin(template);
  } catch {
    return 'no es una dirección válida';
  }
  return null;
}

/**
 * The origin the tiles come from, as a CSP source: `https://tile.openstreetmap.org`,
 * or `https://*.tile.example.com` for a template with a {s} subdomain.
 */
export function mapTileOrigin(template: string): string {
  const sample = template.replaceAll('{s}', 'subdomain').replace(/\{[a-z]+\}/g, '0');
  const { protocol, host } = new URL(sample);
  return `${protocol}//${host.replace(/^subdomain\./, '*.')}`;
}
