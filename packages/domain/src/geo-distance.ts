/** A point on Earth in decimal degrees (WGS 84, as GPS and OpenStreetMap give them). */
export type LatLng = { lat: number; lng: number };

/** The mean Earth radius in kilometres (IUGG), the one the haversine formula usually takes. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points in kilometres (haversine formula).
 * Good to a few metres over a city and about 0.5 % over a continent, which is
 * plenty to sort stores by how near they are.
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The items sorted by distance from `origin`, nearest first, each with its
 * `distanceKm`; items without coordinates go last, in their order, with null.
 */
export function sortByDistance<T>(
  items: readonly T[],
  origin: LatLng,
  pointOf: (item: T) => LatLng | null,
): (T & { distanceKm: number | null })[] {
  const measured = items.map((item, index) => {
    const point = pointOf(item);
    return { item, index, distanceKm: point ? haversineKm(origin, point) : null };
  });
  measured.sort((x, y) => {
    if (x.distanceKm === null || y.distanceKm === null)
      return x.distanceKm === y.distanceKm ? x.index - y.index : x.distanceKm === null ? 1 : -1;
    return x.distanceKm - y.distanceKm || x.index - y.index;
  });
  return measured.map(({ item, distanceKm }) => ({ ...item, distanceKm }));
}
