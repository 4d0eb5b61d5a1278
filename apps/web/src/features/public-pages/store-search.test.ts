import type { StoreDirectoryEntry } from '@amparo/contract';
import { describe, expect, it } from 'vitest';
import { placeOrigin, storesByDistance } from './store-search';

const store = (id: number, city: string, postal: string, lat: number | null, lng: number | null) =>
  ({
    id,
    name: `Tienda ${city} ${id}`,
    address: 'Calle Mayor 1',
    city,
    province: city === 'Alcalá de Henares' ? 'Madrid' : city,
    postal_code: postal,
    phone: null,
    latitude: lat,
    longitude: lng,
    distributor_name: 'MóvilMarket',
    landing_slug: null,
  }) satisfies StoreDirectoryEntry;

const STORES = [
  store(1, 'Madrid', '28013', 40.4203, -3.7058),
  store(2, 'Barcelona', '08001', 41.3809, 2.1734),
  store(3, 'Alcalá de Henares', '28801', 40.4818, -3.3643),
  store(4, 'Sevilla', '41001', 37.3891, -5.9845),
  store(5, 'Valencia', '46001', null, null),
];

describe('placeOrigin', () => {
  it.each([
    ['a city, whatever its accents and case', 'ALCALA DE HENARES', { lat: 40.4818, lng: -3.3643 }],
    ['an exact postal code', '08001', { lat: 41.3809, lng: 2.1734 }],
    ['a postal code of the province (middle of its stores)', '28004', { lat: 40.45105, lng: -3.53505 }],
    ['part of a city name', 'sevil', { lat: 37.3891, lng: -5.9845 }],
  ])('%s', (_name, query, origin) => {
    const found = placeOrigin(STORES, query);
    expect(found?.lat).toBeCloseTo(origin.lat, 4);
    expect(found?.lng).toBeCloseTo(origin.lng, 4);
  });

  it.each([
    ['an unknown place', 'Soria'],
    ['a store without coordinates', 'Valencia'],
    ['nothing', '  '],
  ])('is null for %s', (_name, query) => {
    expect(placeOrigin(STORES, query)).toBeNull();
  });
});

describe('storesByDistance', () => {
  it('sorts from Madrid: Madrid, Alcalá, Sevilla, Barcelona, then the one without coordinates', () => {
    const sorted = storesByDistance(STORES, { lat: 40.4168, lng: -3.7038 });
    expect(sorted.map((s) => s.id)).toEqual([1, 3, 4, 2, 5]);
    expect(sorted[0]!.distanceKm).toBeLessThan(1);
    expect(sorted[4]!.distanceKm).toBeNull();
  });
});
