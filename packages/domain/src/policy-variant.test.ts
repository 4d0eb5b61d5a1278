import { describe, expect, it } from 'vitest';
import { policyVariant } from './policy-variant.ts';

describe('policyVariant', () => {
  it.each([
    [1, 'mobile'],
    [3, 'scooter'],
    [4, 'extended_warranty'],
    [5, 'multi_device'],
    [6, 'portable'],
    [7, 'smart_tv'],
    [2, 'default'],
    [8, 'default'],
    [0, 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('product type %s → %s', (id, expected) => {
    expect(policyVariant(id)).toBe(expected);
  });
});
