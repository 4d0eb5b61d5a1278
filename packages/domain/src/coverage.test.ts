import { describe, expect, it } from 'vitest';
import { selectCoverage, updateCoveragePrice } from './coverage.ts';
import type { Periodicity } from './enums.ts';

describe('updateCoveragePrice', () => {
  it.each([
    [
      'monthly pays the monthly price',
      1250,
      15000,
      1,
      { price: 1250, price_monthly: '12,50', price_yearly: '150,00' },
    ],
    [
      'yearly pays the annual price',
      1250,
      15000,
      12,
      { price: 15000, price_monthly: '12,50', price_yearly: '150,00' },
    ],
    [
      'annual price above a thousand',
      9999,
      119988,
      1,
      { price: 9999, price_monthly: '99,99', price_yearly: '1.199,88' },
    ],
    ['odd cents', 805, 9605, 12, { price: 9605, price_monthly: '8,05', price_yearly: '96,05' }],
  ])('%s', (_name, price_monthly, price_yearly, periodicity, expected) => {
    expect(updateCoveragePrice({ price_monthly, price_yearly }, periodicity as Periodicity)).toEqual(
      expected,
    );
  });

  it('rejects an unknown periodicity at run time', () => {
    expect(() => updateCoveragePrice({ price_monthly: 1, price_yearly: 12 }, 3 as Periodicity)).toThrow(
      'Periodicidad desconocida: 3',
    );
  });
});

describe('selectCoverage', () => {
  const list = ['basic', 'intermediate', 'top'];
  it.each([
    [0, 'basic'],
    [2, 'top'],
    [3, null],
    [-1, null],
    [1.5, null],
  ])('index %s → %s', (index, expected) => {
    expect(selectCoverage(list, index)).toBe(expected);
  });
});
