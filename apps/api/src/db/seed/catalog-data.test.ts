import { TAC_TABLE } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './catalog-data.ts';

describe('demo catalog', () => {
  it('has each model once (kind, brand and model are the catalog key)', () => {
    const keys = demoCatalog.map((row) => `${row.kind}|${row.brand}|${row.model}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['Samsung', 'Galaxy S24'],
    ['Samsung', 'Galaxy S25'],
    ['Samsung', 'Galaxy S25 Ultra'],
    ['Samsung', 'Galaxy A55 5G'],
    ['Samsung', 'Galaxy A35 5G'],
    ['Samsung', 'Galaxy A16'],
    ['Apple', 'iPhone 17'],
    ['Apple', 'iPhone 16e'],
    ['Xiaomi', 'Redmi Note 13'],
    ['Xiaomi', 'Redmi Note 14'],
    ['Xiaomi', 'Xiaomi 14T'],
    ['Google', 'Pixel 9'],
    ['Motorola', 'moto g55 5G'],
  ])('sells the best-seller %s %s with an insurable reference price', (brand, model) => {
    const row = demoCatalog.find(
      (item) => item.kind === 'mobile' && item.brand === brand && item.model === model,
    );
    expect(row?.price).toBeGreaterThanOrEqual(10);
    expect(row?.price).toBeLessThanOrEqual(10_000);
  });

  it('has a row in the TAC table for every phone, and the TAC table no phone outside the catalog', () => {
    // The TAC table (packages/domain/src/tac-table.ts) ships with the code and follows the catalog.
    const key = (r: { brand: string; model: string }) => `${r.brand}|${r.model}`;
    const phones = demoCatalog
      .filter((r) => r.kind === 'mobile')
      .map(key)
      .sort();
    expect(TAC_TABLE.map(key).sort()).toEqual(phones);
  });
});
