import { describe, expect, it } from 'vitest';
import {
  ClaimStatus,
  ClaimType,
  EvaluationStatus,
  isEnumValue,
  PaymentMethodType,
  Periodicity,
  PolicyStatus,
  Product,
  ProductType,
  RiskType,
} from './enums.ts';

describe('enum ids match spec 4 and 9', () => {
  it.each([
    [
      'ProductType',
      ProductType,
      { MOBILE: 1, SCOOTER: 3, EXTENDED_WARRANTY: 4, MULTI_DEVICE: 5, PORTABLE: 6, SMART_TV: 7 },
    ],
    [
      'RiskType',
      RiskType,
      { MOBILE: 1, PERSON: 2, SCOOTER: 3, DEVICE: 4, MULTIMEDIA: 5, APPLIANCE: 6, PORTABLE: 7, SMART_TV: 8 },
    ],
    [
      'PolicyStatus',
      PolicyStatus,
      { DRAFT: 1, ACTIVE_PAID_UNSIGNED: 2, ACTIVE_PAID_SIGNED: 3, CANCELLED: 4 },
    ],
    [
      'EvaluationStatus',
      EvaluationStatus,
      { UNDEFINED: 1, PENDING: 2, VALIDATED: 3, REJECTED: 4, CANCELED: 5, NOT_REQUIRED: 6 },
    ],
    ['ClaimStatus', ClaimStatus, { OPENED: 1, CLOSED: 2, DOCUMENTATION_REJECTED: 4 }],
    ['PaymentMethodType', PaymentMethodType, { CARD: 1, MANUAL: 2, IBAN: 3 }],
    ['Periodicity', Periodicity, { MONTHLY: 1, YEARLY: 12 }],
    [
      'Product',
      Product,
      {
        MOBILE_BASIC: 1,
        MOBILE_INTERMEDIATE: 2,
        MOBILE_TOP: 3,
        PORTABLE_BASIC: 15,
        PORTABLE_INTERMEDIATE: 16,
        PORTABLE_TOP: 17,
        SMART_TV_BASIC: 19,
        SMART_TV_INTERMEDIATE: 20,
        SMART_TV_TOP: 21,
      },
    ],
    [
      'ClaimType',
      ClaimType,
      {
        FRONT_SCREEN_BREAK: 1,
        BACK_COVER_BREAK: 2,
        MISC_BREAKS: 3,
        WATER_DAMAGE: 4,
        ROBBERY: 5,
        THEFT: 6,
        DEATH: 7,
        INCOME_PROTECTION: 8,
        ONLINE_PROTECTION: 9,
        ASSISTANCE: 10,
        LEGAL_PROTECTION: 11,
        SCOOTER_ACCIDENT_DEATH: 12,
        SCOOTER_ACCIDENT_DISABILITY: 13,
        SCOOTER_DRIVER_PHYSICAL_DAMAGE: 14,
        SCOOTER_THIRD_PARTY_DAMAGE: 15,
        SCOOTER_THIRD_PARTY_DAMAGE_CLAIM: 16,
        SCOOTER_ROBBERY: 17,
        SCOOTER_DAMAGE: 18,
        SCOOTER_HOSPITALIZATION: 19,
        BREAKDOWN: 20,
      },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('isEnumValue', () => {
  it.each([
    [ProductType, 1, true],
    [ProductType, 2, false],
    [ProductType, '1', false],
    [ClaimStatus, 4, true],
    [ClaimStatus, 3, false],
    [Periodicity, 12, true],
    [Periodicity, null, false],
  ])('%o has %s → %s', (enumObject, value, expected) => {
    expect(isEnumValue(enumObject, value)).toBe(expected);
  });
});
