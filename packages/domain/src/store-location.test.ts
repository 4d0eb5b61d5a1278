import { describe, expect, it } from 'vitest';
import {
  commissionFromPercentText,
  commissionToPercentText,
  formatCommission,
  isSpanishPostalCode,
  parseCoordinate,
} from './store-location.ts';

describe('isSpanishPostalCode', () => {
  it.each([
    ['28013', true],
    ['01001', true], // Álava
    ['52001', true], // Melilla
    ['00001', false], // no province 00
    ['53001', false], // no province 53
    ['2801', false],
    ['280133', false],
    ['28O13', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isSpanishPostalCode(value)).toBe(expected);
  });
});

describe('parseCoordinate', () => {
  it.each([
    ['40.4168', 'latitude', '40.4168'],
    ['-3.7038', 'longitude', '-3.7038'],
    ['40,4168', 'latitude', '40.4168'], // decimal comma
    [' 90 ', 'latitude', '90'],
    ['90.5', 'latitude', null],
    ['-180', 'longitude', '-180'],
    ['180.1', 'longitude', null],
    ['120', 'latitude', null],
    ['abc', 'latitude', null],
    ['1e2', 'longitude', null],
    ['', 'latitude', null],
  ] as const)('%s as %s → %s', (value, axis, expected) => {
    expect(parseCoordinate(value, axis)).toBe(expected);
  });
});

describe('formatCommission', () => {
  it.each([
    [1250, '12,50 %'],
    [0, '0,00 %'],
    [10000, '100,00 %'],
    [5, '0,05 %'],
  ])('%s → %s', (value, expected) => {
    expect(formatCommission(value)).toBe(expected);
  });
});

describe('commissionFromPercentText', () => {
  it.each([
    ['12,5', 1250],
    ['12.50 %', 1250],
    ['0', 0],
    ['100', 10000],
    ['', null],
    ['  ', null],
    ['doce', Number.NaN],
    ['12,555', Number.NaN],
    ['-3', Number.NaN],
  ])('%s → %s', (text, expected) => {
    expect(commissionFromPercentText(text)).toBe(expected);
  });
});

describe('commissionToPercentText', () => {
  it.each([
    [1250, '12,5'],
    [800, '8'],
    [null, ''],
  ])('%s → %s', (value, expected) => {
    expect(commissionToPercentText(value)).toBe(expected);
  });
});
