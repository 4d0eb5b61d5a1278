import type { StoreDirectoryEntry } from '@amparo/contract';
import { type LatLng, sortByDistance } from '@amparo/domain';

/** A store's point on the map, or null when it has no coordinates. */
export const storePoint = (store: StoreDirectoryEntry): LatLng | null =>
  store.latitude === null || store.longitude === null ? null : { lat: store.latitude, lng: store.longitude };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const centre = (points: LatLng[]): LatLng => ({
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
  lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
});

/**
 * Where a typed place is, from the stores themselves (no geocoding service is
 * called): the middle of the stores of that city, postal code or province; for
 * a postal code with no store, of the stores of its province (its first two
 * digits). Null when no store with coordinates matches.
 */
export function placeOrigin(stores: readonly StoreDirectoryEntry[], query: string): LatLng | null {
  const wanted = fold(query);
  if (!wanted) return null;
  const located = stores.flatMap((store) => {
    const point = storePoint(store);
    return point ? [{ store, point }] : [];
  });
  const pointsWhere = (matches: (store: StoreDirectoryEntry) => boolean) =>
    located.filter(({ store }) => matches(store)).map(({ point }) => point);
  if (/^\d{5}$/.test(wanted)) {
    const exact = pointsWhere((s) => s.postal_code === wanted);
    if (exact.length) return centre(exact);
    const province = pointsWhere((s) => s.postal_code?.slice(0, 2) === wanted.slice(0, 2));
    return province.length ? centre(province) : null;
  }
  if (/^\d{2,4}$/.test(wanted)) {
    const prefix = pointsWhere((s) => s.postal_code?.startsWith(wanted) ?? false);
    return prefix.length ? centre(prefix) : null;
  }
  const city = pointsWhere((s) => fold(s.city ?? '') === wanted);
  if (city.length) return centre(city);
  const partial = pointsWhere(
    (s) => fold(s.city ?? '').includes(wanted) || fold(s.province ?? '') === wanted,
  );
  return partial.length ? centre(partial) : null;
}

/** The stores sorted by distance from `origin` (nearest first), those without coordinates last. */
export function storesByDistance(stores: readonly StoreDirectoryEntry[], origin: LatLng) {
  return sortByDistance(stores, origin, storePoint);
}
