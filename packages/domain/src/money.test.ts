import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuro, formatPercent, formatPercentNumber, parseEuro } from './money.ts';

describe('formatEuro', () => {
  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [99, '0,99 €'],
    [1250, '12,50 €'],
    [99999, '999,99 €'],
    [100000, '1.000,00 €'],
    [123456, '1.234,56 €'],
    [123456789, '1.234.567,89 €'],
    [-1250, '-12,50 €'],
    [-123456, '-1.234,56 €'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    [15000, '150,00'],
    [123456, '1.234,56'],
    [-5, '-0,05'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatAmount(cents)).toBe(expected);
  });
});

describe('parseEuro', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['12,5', 1250],
    ['12', 1200],
    ['0,99', 99],
    ['1.000', 100000],
    ['-12,50', -1250],
    ['1.234,56 €', 123456],
    ['-1.234.567,89 €', -123456789],
    // The same amount however people type it.
    ['1219.50', 121950],
    ['1.219,50', 121950],
    ['1219,5', 121950],
    ['1219,50', 121950],
    [' 1219.5 € ', 121950],
    ['1219', 121900],
    ['12.5', 1250],
    ['1.23', 123],
    ['0.5', 50],
  ])('%s → %i cents', (text, expected) => {
    expect(parseEuro(text)).toBe(expected);
  });

  it.each([
    [''],
    ['abc'],
    ['€'],
    ['-'],
    ['12,345'],
    ['1,2,3'],
    ['1.2345,00'],
    ['1.2345'],
    ['1.219.5'],
    ['1,219.50'],
    ['12a'],
    ['1e3'],
    ['99999999999999999999'],
  ])('%s is not an amount', (text) => {
    expect(parseEuro(text)).toBeNull();
  });
});

describe('formatPercent', () => {
  it.each([
    [1500, '15', '15 %'],
    [1550, '15,5', '15,5 %'],
    [1234, '12,34', '12,34 %'],
    [10_000, '100', '100 %'],
    [5, '0,05', '0,05 %'],
    [0, '0', '0 %'],
  ])('%i hundredths -> %s', (hundredths, number, label) => {
    expect(formatPercentNumber(hundredths)).toBe(number);
    expect(formatPercent(hundredths)).toBe(label);
  });
});
