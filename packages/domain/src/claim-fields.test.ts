import { describe, expect, it } from 'vitest';
import { APPLIANCE_TYPES, claimExtraFields, MULTIMEDIA_TYPES } from './claim-fields.ts';

const ids = (productType: number, claimType: number, riskType?: number) =>
  claimExtraFields(productType, claimType, riskType).map((field) => field.id);

const COMMON = ['brand', 'model', 'purchase_date', 'invoice_in_holder_name'];

describe('claimExtraFields: multi-risk (product type 5)', () => {
  it.each([
    // claim type, risk type, expected ids
    ['misc breaks, appliance risk', 3, 6, ['breakage_detail', 'appliance_type', ...COMMON]],
    ['breakdown, appliance risk', 20, 6, ['breakage_detail', 'appliance_type', ...COMMON]],
    ['breakdown, multimedia risk', 20, 5, ['breakage_detail', 'multimedia_type', ...COMMON]],
    ['water, mobile risk: no type list', 4, 1, ['breakage_detail', ...COMMON]],
    ['robbery, multimedia risk: no breakage detail', 5, 5, ['multimedia_type', ...COMMON]],
    ['theft, appliance risk', 6, 6, ['appliance_type', ...COMMON]],
    [
      'front screen, risk unknown: multimedia only',
      1,
      undefined,
      ['breakage_detail', 'multimedia_type', ...COMMON],
    ],
    [
      'rear cover, risk unknown: multimedia only',
      2,
      undefined,
      ['breakage_detail', 'multimedia_type', ...COMMON],
    ],
    [
      'misc breaks, risk unknown: both lists',
      3,
      undefined,
      ['breakage_detail', 'appliance_type', 'multimedia_type', ...COMMON],
    ],
    [
      'breakdown, risk unknown: both lists',
      20,
      undefined,
      ['breakage_detail', 'appliance_type', 'multimedia_type', ...COMMON],
    ],
    ['robbery, risk unknown', 5, undefined, ['appliance_type', 'multimedia_type', ...COMMON]],
    ['scooter claim type is not offered', 12, undefined, []],
  ])('%s', (_name, claimType, riskType, expected) => {
    expect(ids(5, claimType, riskType)).toEqual(expected);
  });

  it('type lists are required when the risk type is known, optional otherwise', () => {
    const known = claimExtraFields(5, 20, 6).find((f) => f.id === 'appliance_type');
    const unknown = claimExtraFields(5, 20).find((f) => f.id === 'appliance_type');
    expect(known).toMatchObject({ type: 'select', required: true, options: APPLIANCE_TYPES });
    expect(unknown).toMatchObject({
      type: 'select',
      required: false,
      helper: 'Solo si el aparato es un electrodoméstico',
    });
  });

  it('has 10 appliance types and 9 multimedia types (spec 9)', () => {
    expect(APPLIANCE_TYPES).toHaveLength(10);
    expect(MULTIMEDIA_TYPES).toHaveLength(9);
    expect(APPLIANCE_TYPES).toContain('Lavadora');
    expect(MULTIMEDIA_TYPES).toContain('Televisor');
  });

  it('asks for invoice ownership as a Si/No toggle and for the purchase date', () => {
    const fields = claimExtraFields(5, 3, 5);
    expect(fields.find((f) => f.id === 'invoice_in_holder_name')).toEqual({
      id: 'invoice_in_holder_name',
      label: '¿La factura está a nombre del tomador?',
      type: 'toggle',
      options: ['Si', 'No'],
      required: true,
    });
    expect(fields.find((f) => f.id === 'purchase_date')).toMatchObject({ type: 'date', required: true });
    expect(fields.find((f) => f.id === 'breakage_detail')).toMatchObject({
      type: 'textarea',
      required: true,
    });
  });
});

describe('claimExtraFields: scooter (product type 3)', () => {
  it.each([
    ['death', 12, []],
    ['disability: incapacity checkbox', 13, [['incapacity_resolution', 'checkbox', false]]],
    ['driver physical damage', 14, []],
    [
      'third-party damage',
      15,
      [
        ['third_party_name', 'text', true],
        ['damage_description', 'textarea', true],
      ],
    ],
    [
      'third-party damage claim',
      16,
      [
        ['third_party_name', 'text', true],
        ['damage_description', 'textarea', true],
      ],
    ],
    ['robbery', 17, []],
    ['scooter damage', 18, []],
    [
      'hospitalization',
      19,
      [
        ['hospital_name', 'text', true],
        ['hospitalization_start_date', 'date', true],
        ['hospitalization_end_date', 'date', true],
      ],
    ],
    ['mobile claim type is not offered', 1, []],
  ])('%s', (_name, claimType, expected) => {
    expect(claimExtraFields(3, claimType).map((f) => [f.id, f.type, f.required])).toEqual(expected);
  });
});

describe('claimExtraFields: other products have none', () => {
  it.each([
    [1, 1],
    [1, 5],
    [4, 20],
    [6, 20],
    [7, 1],
    [99, 1],
  ])('product type %i, claim type %i', (productType, claimType) => {
    expect(claimExtraFields(productType, claimType)).toEqual([]);
  });
});
