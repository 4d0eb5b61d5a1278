import { describe, expect, it } from 'vitest';
import { claimTypesFor, isClaimTypeOffered } from './claim-types.ts';
import { ClaimType, ProductType, RiskType } from './enums.ts';

const {
  ROBBERY,
  THEFT,
  FRONT_SCREEN_BREAK: FRONT,
  BACK_COVER_BREAK: REAR,
  MISC_BREAKS: MISC,
  WATER_DAMAGE: WATER,
  BREAKDOWN,
} = ClaimType;

describe('claimTypesFor', () => {
  it.each([
    ['mobile: robbery, theft, front, back, misc, water', 1, [5, 6, 1, 2, 3, 4]],
    ['scooter: 12 to 19 in spec order', 3, [12, 13, 14, 15, 16, 17, 18, 19]],
    ['extended warranty: breakdown only', 4, [20]],
    ['multi-device, any item: mobile list plus breakdown', 5, [5, 6, 1, 2, 3, 4, 20]],
    ['portable: like multimedia, no rear cover', 6, [5, 6, 1, 3, 4, 20]],
    ['smart TV: like multimedia, no rear cover', 7, [5, 6, 1, 3, 4, 20]],
    ['peace of mind (type 2): the protection covers', 2, [7, 8, 9, 10, 11]],
    ['unknown product type 99', 99, []],
  ])('%s', (_name, productType, expected) => {
    expect(claimTypesFor(productType)).toEqual(expected);
  });
});

// Spec 9: "Multi-risk claims offered: robbery, theft, front screen break and rear cover break (mobile
// and multimedia), various breakages, water damage, breakdown for multimedia and appliances."
describe('claimTypesFor a multi-risk item (spec 9)', () => {
  it.each([
    ['mobile: no breakdown', RiskType.MOBILE, [ROBBERY, THEFT, FRONT, REAR, MISC, WATER]],
    ['multimedia: every type', RiskType.MULTIMEDIA, [ROBBERY, THEFT, FRONT, REAR, MISC, WATER, BREAKDOWN]],
    [
      'appliance: no screen or rear cover break',
      RiskType.APPLIANCE,
      [ROBBERY, THEFT, MISC, WATER, BREAKDOWN],
    ],
    ['a risk type the line does not insure (scooter)', RiskType.SCOOTER, []],
    ['an unknown risk type', 99, []],
  ])('%s', (_name, riskType, expected) => {
    expect(claimTypesFor(ProductType.MULTI_DEVICE, riskType)).toEqual(expected);
  });

  it('offers, without an item, exactly what some item may declare', () => {
    const items = [RiskType.MOBILE, RiskType.MULTIMEDIA, RiskType.APPLIANCE];
    const some = new Set(items.flatMap((risk) => claimTypesFor(ProductType.MULTI_DEVICE, risk)));
    expect(new Set(claimTypesFor(ProductType.MULTI_DEVICE))).toEqual(some);
  });

  it.each([
    ['mobile', ProductType.MOBILE, RiskType.MOBILE],
    ['scooter, the vehicle', ProductType.SCOOTER, RiskType.SCOOTER],
    ['scooter, the rider', ProductType.SCOOTER, RiskType.PERSON],
    ['extended warranty', ProductType.EXTENDED_WARRANTY, RiskType.DEVICE],
    ['portable', ProductType.PORTABLE, RiskType.PORTABLE],
    ['smart TV', ProductType.SMART_TV, RiskType.SMART_TV],
  ])('other lines do not depend on the item: %s', (_name, productType, riskType) => {
    expect(claimTypesFor(productType, riskType)).toEqual(claimTypesFor(productType));
  });
});

describe('isClaimTypeOffered', () => {
  it.each([
    [1, 6, undefined, true],
    [1, 20, undefined, false],
    [3, 17, undefined, true],
    [3, 5, undefined, false],
    [4, 20, undefined, true],
    [4, 1, undefined, false],
    [5, 20, undefined, true],
    [7, 2, undefined, false],
    [5, FRONT, RiskType.APPLIANCE, false],
    [5, REAR, RiskType.APPLIANCE, false],
    [5, BREAKDOWN, RiskType.APPLIANCE, true],
    [5, FRONT, RiskType.MULTIMEDIA, true],
    [5, BREAKDOWN, RiskType.MOBILE, false],
    [5, REAR, RiskType.MOBILE, true],
  ])('product type %i, claim type %i, risk type %s → %s', (productType, claimType, riskType, expected) => {
    expect(isClaimTypeOffered(productType, claimType, riskType)).toBe(expected);
  });
});
