import { describe, expect, it } from 'vitest';
import { type ClaimDocumentsInput, requiredClaimDocuments } from './claim-documents.ts';

const RECENT = '2023-06-01T10:00:00Z';

const types = (
  input: Partial<ClaimDocumentsInput> & Pick<ClaimDocumentsInput, 'productTypeId' | 'claimTypeId'>,
) => requiredClaimDocuments({ policyCreatedAt: RECENT, ...input }).map((doc) => doc.type);

describe('requiredClaimDocuments: mobile (product type 1)', () => {
  it.each([
    ['front screen break', 1, ['invoice', 'damage_photos']],
    ['back cover break', 2, ['invoice', 'damage_photos']],
    ['misc breaks', 3, ['invoice', 'damage_photos']],
    ['water damage', 4, ['invoice', 'damage_photos']],
    ['robbery', 5, ['invoice', 'police_report', 'imei_block_proof']],
    ['theft', 6, ['invoice', 'police_report', 'imei_block_proof']],
  ])('%s', (_name, claimTypeId, expected) => {
    expect(types({ productTypeId: 1, claimTypeId })).toEqual(expected);
  });

  it.each([
    // created_at, claim type, needs location history
    ['2019-04-29', 5, true],
    ['2019-04-29', 6, true],
    ['2019-04-29T21:59:00Z', 6, true], // 23:59 in Madrid on the 29th
    ['2019-04-29T22:00:00Z', 6, false], // already the 30th in Madrid
    ['2019-04-30', 5, false], // the cut-off day itself
    ['2019-04-30', 6, false],
    ['2018-01-01', 6, true],
    ['2018-01-01', 1, false], // only theft and robbery
    ['not a date', 6, false],
  ])('policy created %s, claim type %i → location history %s', (policyCreatedAt, claimTypeId, expected) => {
    expect(types({ productTypeId: 1, claimTypeId, policyCreatedAt }).includes('location_history')).toBe(
      expected,
    );
  });

  it('describes the invoice in Spanish and allows several files', () => {
    expect(requiredClaimDocuments({ productTypeId: 1, claimTypeId: 1, policyCreatedAt: RECENT })[0]).toEqual({
      type: 'invoice',
      title: 'Factura de compra',
      description: 'Factura de compra del aparato asegurado. Puedes adjuntar varios archivos.',
      allow_multiple: true,
    });
  });
});

describe('requiredClaimDocuments: scooter (product type 3)', () => {
  it.each([
    ['death', 12, false, ['invoice', 'death_certificate', 'autopsy', 'police_report']],
    ['disability without resolution', 13, false, ['invoice', 'medical_report']],
    ['disability with resolution ticked', 13, true, ['invoice', 'medical_report', 'disability_resolution']],
    ['driver physical damage', 14, false, ['invoice', 'medical_report', 'medical_expense_invoice']],
    ['third-party damage', 15, false, ['invoice']],
    ['third-party damage claim', 16, false, ['invoice']],
    ['robbery (theft)', 17, false, ['invoice', 'police_report', 'lock_invoice']],
    ['scooter damage', 18, false, ['invoice', 'damage_photos']],
    ['hospitalization', 19, false, ['invoice', 'medical_report']],
  ])('%s', (_name, claimTypeId, incapacityResolution, expected) => {
    expect(types({ productTypeId: 3, claimTypeId, incapacityResolution })).toEqual(expected);
  });

  it('a scooter theft on an old policy needs no location history (phones only)', () => {
    expect(types({ productTypeId: 3, claimTypeId: 17, policyCreatedAt: '2018-01-01' })).toEqual([
      'invoice',
      'police_report',
      'lock_invoice',
    ]);
  });
});

describe('requiredClaimDocuments: other product types', () => {
  it.each([
    ['warranty breakdown', 4, 20, undefined, ['invoice', 'warranty_certificate']],
    ['multi-device, mobile risk robbery', 5, 5, 1, ['invoice', 'police_report', 'imei_block_proof']],
    ['multi-device, appliance risk theft', 5, 6, 6, ['invoice', 'police_report']],
    ['multi-device, multimedia water damage', 5, 4, 5, ['invoice', 'damage_photos']],
    ['multi-device breakdown', 5, 20, 6, ['invoice']],
    ['portable front screen break', 6, 1, undefined, ['invoice', 'damage_photos']],
    ['smart TV robbery', 7, 5, undefined, ['invoice', 'police_report']],
    ['unknown product type', 99, 1, undefined, ['invoice']],
  ])('%s', (_name, productTypeId, claimTypeId, riskTypeId, expected) => {
    expect(types({ productTypeId, claimTypeId, riskTypeId })).toEqual(expected);
  });

  it('an old multi-device policy needs the location history for a phone', () => {
    expect(
      types({ productTypeId: 5, claimTypeId: 6, riskTypeId: 1, policyCreatedAt: '2019-01-01' }),
    ).toContain('location_history');
  });
});
