import { describe, expect, it } from 'vitest';
import { haversineKm, sortByDistance } from './geo-distance.ts';

const MADRID = { lat: 40.4168, lng: -3.7038 }; // Puerta del Sol
const BARCELONA = { lat: 41.3874, lng: 2.1686 }; // Plaça de Catalunya
const SEVILLA = { lat: 37.3891, lng: -5.9845 };
const VALENCIA = { lat: 39.4699, lng: -0.3763 };
const LAS_PALMAS = { lat: 28.1235, lng: -15.4363 };

describe('haversineKm', () => {
  it.each([
    ['the same point', MADRID, MADRID, 0],
    ['Madrid to Barcelona', MADRID, BARCELONA, 505],
    ['Madrid to Sevilla', MADRID, SEVILLA, 390],
    ['Madrid to Valencia', MADRID, VALENCIA, 303],
    ['Madrid to Las Palmas', MADRID, LAS_PALMAS, 1737],
    ['a quarter of the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, 10008],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111],
  ])('%s ≈ %d km', (_name, a, b, km) => {
    expect(Math.round(haversineKm(a, b))).toBe(km);
    expect(Math.round(haversineKm(b, a))).toBe(km);
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and those without coordinates last, in their order', () => {
    const stores = [
      { name: 'Sin sitio A', at: null },
      { name: 'Barcelona', at: BARCELONA },
      { name: 'Sin sitio B', at: null },
      { name: 'Valencia', at: VALENCIA },
      { name: 'Madrid', at: MADRID },
    ];
    const sorted = sortByDistance(stores, { lat: 40.42, lng: -3.7 }, (s) => s.at);
    expect(sorted.map((s) => s.name)).toEqual([
      'Madrid',
      'Valencia',
      'Barcelona',
      'Sin sitio A',
      'Sin sitio B',
    ]);
    expect(sorted[0]!.distanceKm).toBeLessThan(1);
    expect(sorted.at(-1)!.distanceKm).toBeNull();
  });
});
