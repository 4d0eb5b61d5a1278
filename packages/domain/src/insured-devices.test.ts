import { describe, expect, it } from 'vitest';
import { deviceName, isInsurableKind, requiresPhoneCheck } from './insured-devices.ts';

describe('isInsurableKind', () => {
  it.each([
    [1, 'mobile', true],
    [1, 'smarttv', false],
    [3, 'scooter', true],
    [3, 'mobile', false],
    [6, 'portable', true],
    [7, 'smarttv', true],
    [7, 'portable', false],
    [4, 'appliance', true], // extended warranty takes any device
    [5, 'multimedia', true],
  ])('product type %i, kind %s -> %s', (type, kind, expected) => {
    expect(isInsurableKind(type, kind)).toBe(expected);
  });
});

describe('requiresPhoneCheck', () => {
  it.each([
    [1, [], true],
    [3, [], false],
    [6, [], false],
    [5, ['multimedia', 'appliance'], false],
    [5, ['appliance', 'mobile'], true],
    [4, ['mobile'], false],
  ] as const)('product type %i with items %o -> %s', (type, kinds, expected) => {
    expect(requiresPhoneCheck(type, kinds)).toBe(expected);
  });
});

describe('deviceName', () => {
  it.each([
    [{ brand: 'Apple', model: 'iPhone 16 Pro' }, 'Apple iPhone 16 Pro'],
    [{ brand: ' Samsung ', model: 'Galaxy S25 ' }, 'Samsung Galaxy S25'],
    [{ brand: 'Xiaomi', model: '' }, 'Xiaomi'],
    // The brand is not said twice when the model carries it.
    [{ brand: 'Xiaomi', model: 'Xiaomi 15' }, 'Xiaomi 15'],
    [{ brand: 'Xiaomi', model: 'xiaomi 14T' }, 'xiaomi 14T'],
    [{ brand: 'Xiaomi', model: 'Redmi Note 13' }, 'Xiaomi Redmi Note 13'],
    [{ brand: 'Samsung', model: 'Samsung' }, 'Samsung'],
    [{ brand: 'Xiao', model: 'Xiaomi 15' }, 'Xiao Xiaomi 15'],
    [{ brand: '', model: 'Galaxy S24' }, 'Galaxy S24'],
    [{ brand: null, model: null }, ''],
    [{}, ''],
  ])('%o -> %s', (device, expected) => {
    expect(deviceName(device)).toBe(expected);
  });
});
