import { describe, expect, it } from 'vitest';
import { ProductType } from './enums.ts';
import {
  INSURABLE_VALUE_MESSAGES,
  insurableValueRefusal,
  isAgeLimited,
  isInsurableValue,
  isMultiDeviceLine,
  policyInsuredValue,
  productLineFields,
  purchaseDateProblem,
} from './product-lines.ts';

const { MOBILE, SCOOTER, EXTENDED_WARRANTY, MULTI_DEVICE, PORTABLE, SMART_TV } = ProductType;

describe('productLineFields', () => {
  it.each([
    [MOBILE, false, false, false],
    [SCOOTER, false, false, false],
    [EXTENDED_WARRANTY, true, false, false],
    [MULTI_DEVICE, false, false, true],
    [PORTABLE, false, true, false],
    [SMART_TV, false, true, false],
    [99, false, false, false],
  ])('product type %i: purchase date %s, part number %s, items %s', (type, date, part, items) => {
    expect(productLineFields(type)).toEqual({
      asksPurchaseDate: date,
      asksPartNumber: part,
      asksItems: items,
    });
    expect(isMultiDeviceLine(type)).toBe(items);
  });
});

describe('insurable value (10 € to 10.000 €)', () => {
  it.each([
    [999, 'too_low'],
    [1000, null],
    [82_500, null],
    [1_000_000, null],
    [1_000_001, 'too_high'],
    [0, 'too_low'],
  ] as const)('%i cents -> %s', (cents, refusal) => {
    expect(insurableValueRefusal(cents)).toBe(refusal);
    expect(isInsurableValue(cents)).toBe(refusal === null);
  });

  it('says the limits in euros', () => {
    expect(INSURABLE_VALUE_MESSAGES.too_low).toBe('El valor mínimo asegurable es 10 €');
    expect(INSURABLE_VALUE_MESSAGES.too_high).toBe('El valor máximo asegurable es 10.000 €');
  });

  it('refuses a fraction of a cent', () => {
    expect(isInsurableValue(1000.5)).toBe(false);
  });
});

describe('policyInsuredValue', () => {
  it.each([
    ['a phone: its value', MOBILE, { device: { value: 82_500 } }, 82_500],
    ['a device without a value yet', PORTABLE, { device: { value: null } }, null],
    ['no device', SMART_TV, {}, null],
    [
      'multi-device: the sum of the items',
      MULTI_DEVICE,
      { items: [{ value: 50_000 }, { value: 30_000 }] },
      80_000,
    ],
    ['multi-device without items', MULTI_DEVICE, { items: [] }, null],
    [
      'multi-device with an item not valued yet',
      MULTI_DEVICE,
      { items: [{ value: 50_000 }, { value: null }] },
      null,
    ],
    [
      'multi-device ignores a stray device',
      MULTI_DEVICE,
      { device: { value: 9_000 }, items: [{ value: 1_000 }] },
      1_000,
    ],
  ] as const)('%s', (_, type, insured, expected) => {
    expect(policyInsuredValue(type, insured)).toBe(expected);
  });
});

describe('the 3-year rule', () => {
  it.each([
    [EXTENDED_WARRANTY, undefined, true],
    [MULTI_DEVICE, 'appliance', true],
    [MULTI_DEVICE, 'multimedia', true],
    [MULTI_DEVICE, 'mobile', false], // a phone in a multi-device policy is exempt
    [MOBILE, undefined, false],
    [PORTABLE, undefined, false],
    [SMART_TV, undefined, false],
    [SCOOTER, undefined, false],
  ] as const)('product type %i, item kind %s -> age-limited %s', (type, kind, expected) => {
    expect(isAgeLimited(type, kind)).toBe(expected);
  });

  // 10:00 in Madrid on 1 March 2028.
  const now = new Date('2028-03-01T09:00:00Z');
  it.each([
    [EXTENDED_WARRANTY, undefined, '2025-03-02', null],
    [EXTENDED_WARRANTY, undefined, '2025-03-01', 'too_old'],
    [EXTENDED_WARRANTY, undefined, '', 'missing'],
    [EXTENDED_WARRANTY, undefined, undefined, 'missing'],
    [EXTENDED_WARRANTY, undefined, '2028-03-02', 'too_old'], // in the future: a typing error
    [MULTI_DEVICE, 'appliance', '2020-01-01', 'too_old'],
    [MULTI_DEVICE, 'multimedia', '2027-06-15', null],
    [MULTI_DEVICE, 'mobile', '2020-01-01', null],
    [MOBILE, undefined, '2010-01-01', null],
    [PORTABLE, undefined, undefined, null],
  ] as const)('product type %i, kind %s, bought %s -> %s', (type, kind, date, expected) => {
    expect(purchaseDateProblem(type, { kind, purchase_date: date }, now)).toBe(expected);
  });
});
