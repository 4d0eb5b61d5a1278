import { describe, expect, it } from 'vitest';
import { claimTypesFor, isClaimTypeOffered } from './claim-types.ts';

describe('claimTypesFor', () => {
  it.each([
    ['mobile: robbery, theft, front, back, misc, water', 1, [5, 6, 1, 2, 3, 4]],
    ['scooter: 12 to 19 in spec order', 3, [12, 13, 14, 15, 16, 17, 18, 19]],
    ['extended warranty: breakdown only', 4, [20]],
    ['multi-device: mobile list plus breakdown', 5, [5, 6, 1, 2, 3, 4, 20]],
    ['portable: like multimedia, no rear cover', 6, [5, 6, 1, 3, 4, 20]],
    ['smart TV: like multimedia, no rear cover', 7, [5, 6, 1, 3, 4, 20]],
    ['peace of mind (type 2): the protection covers', 2, [7, 8, 9, 10, 11]],
    ['unknown product type 99', 99, []],
  ])('%s', (_name, productType, expected) => {
    expect(claimTypesFor(productType)).toEqual(expected);
  });
});

describe('isClaimTypeOffered', () => {
  it.each([
    [1, 6, true],
    [1, 20, false],
    [3, 17, true],
    [3, 5, false],
    [4, 20, true],
    [4, 1, false],
    [5, 20, true],
    [7, 2, false],
  ])('product type %i, claim type %i → %s', (productType, claimType, expected) => {
    expect(isClaimTypeOffered(productType, claimType)).toBe(expected);
  });
});
