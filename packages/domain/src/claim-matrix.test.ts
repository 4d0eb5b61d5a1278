import { describe, expect, it } from 'vitest';
import { requiredClaimDocuments } from './claim-documents.ts';
import { claimExtraFields } from './claim-fields.ts';
import { claimTypesFor, isClaimTypeOffered } from './claim-types.ts';

// Every product type against every claim type (ids 1 to 20), written out from spec 5 and 9 so
// that a rule changed in one place and not the other fails here: what is offered, the documents
// asked, and the extra fields of the form. '—' is a pair the product does not offer.

const RECENT = '2024-06-01T10:00:00Z';
type Row = readonly [claimType: number, documents: string, fields: string];

/** By product type, or 'product type/risk type' where the item decides; documents and extra field ids as space-separated strings. */
const MATRIX: Record<string, readonly Row[]> = {
  // Mobile (spec 5, "Claim documents, mobile"; spec 9 offers).
  1: [
    [5, 'invoice police_report imei_block_proof', ''],
    [6, 'invoice police_report imei_block_proof', ''],
    [1, 'invoice damage_photos', ''],
    [2, 'invoice damage_photos', ''],
    [3, 'invoice damage_photos', ''],
    [4, 'invoice damage_photos', ''],
  ],
  // Peace of mind (spec 9 claim types 7 to 11, ours: documents not in the spec; no invoice, a person is insured).
  2: [
    [7, 'death_certificate beneficiary_id', ''],
    [8, 'income_loss_proof', ''],
    [9, 'police_report fraud_evidence', ''],
    [10, '', ''],
    [11, 'legal_documents', ''],
  ],
  // Scooter (spec 5, scooter extra fields; spec 9 offers).
  3: [
    [12, 'invoice death_certificate autopsy police_report', ''],
    [13, 'invoice medical_report', 'incapacity_resolution'],
    [14, 'invoice medical_report medical_expense_invoice', ''],
    [15, 'invoice', 'third_party_name damage_description'],
    [16, 'invoice', 'third_party_name damage_description'],
    [17, 'invoice police_report lock_invoice', ''],
    [18, 'invoice damage_photos', ''],
    [19, 'invoice medical_report', 'hospital_name hospitalization_start_date hospitalization_end_date'],
  ],
  // Extended warranty: breakdown only.
  4: [[20, 'invoice warranty_certificate', '']],
  // Multi-risk (spec 5 multi-risk fields; spec 9 offers by item): a mobile, no breakdown.
  '5/1': [
    [5, 'invoice police_report imei_block_proof', 'brand model purchase_date invoice_in_holder_name'],
    [6, 'invoice police_report imei_block_proof', 'brand model purchase_date invoice_in_holder_name'],
    [1, 'invoice damage_photos', 'breakage_detail brand model purchase_date invoice_in_holder_name'],
    [2, 'invoice damage_photos', 'breakage_detail brand model purchase_date invoice_in_holder_name'],
    [3, 'invoice damage_photos', 'breakage_detail brand model purchase_date invoice_in_holder_name'],
    [4, 'invoice damage_photos', 'breakage_detail brand model purchase_date invoice_in_holder_name'],
  ],
  // A multimedia device: every multi-risk type.
  '5/5': [
    [5, 'invoice police_report', 'multimedia_type brand model purchase_date invoice_in_holder_name'],
    [6, 'invoice police_report', 'multimedia_type brand model purchase_date invoice_in_holder_name'],
    [
      1,
      'invoice damage_photos',
      'breakage_detail multimedia_type brand model purchase_date invoice_in_holder_name',
    ],
    [
      2,
      'invoice damage_photos',
      'breakage_detail multimedia_type brand model purchase_date invoice_in_holder_name',
    ],
    [
      3,
      'invoice damage_photos',
      'breakage_detail multimedia_type brand model purchase_date invoice_in_holder_name',
    ],
    [
      4,
      'invoice damage_photos',
      'breakage_detail multimedia_type brand model purchase_date invoice_in_holder_name',
    ],
    [20, 'invoice', 'breakage_detail multimedia_type brand model purchase_date invoice_in_holder_name'],
  ],
  // An appliance: no screen or rear cover break.
  '5/6': [
    [5, 'invoice police_report', 'appliance_type brand model purchase_date invoice_in_holder_name'],
    [6, 'invoice police_report', 'appliance_type brand model purchase_date invoice_in_holder_name'],
    [
      3,
      'invoice damage_photos',
      'breakage_detail appliance_type brand model purchase_date invoice_in_holder_name',
    ],
    [
      4,
      'invoice damage_photos',
      'breakage_detail appliance_type brand model purchase_date invoice_in_holder_name',
    ],
    [20, 'invoice', 'breakage_detail appliance_type brand model purchase_date invoice_in_holder_name'],
  ],
  // Portable and smart TV (ours: the spec gives no offers): like multimedia, without a rear cover.
  6: [
    [5, 'invoice police_report', ''],
    [6, 'invoice police_report', ''],
    [1, 'invoice damage_photos', ''],
    [3, 'invoice damage_photos', ''],
    [4, 'invoice damage_photos', ''],
    [20, 'invoice', ''],
  ],
  7: [
    [5, 'invoice police_report', ''],
    [6, 'invoice police_report', ''],
    [1, 'invoice damage_photos', ''],
    [3, 'invoice damage_photos', ''],
    [4, 'invoice damage_photos', ''],
    [20, 'invoice', ''],
  ],
};

const ALL_CLAIM_TYPES = Array.from({ length: 20 }, (_, i) => i + 1);
const split = (list: string) => (list === '' ? [] : list.split(' '));

describe('every product type (and multi-risk item) against every claim type', () => {
  const cases = Object.entries(MATRIX).flatMap(([key, rows]) => {
    const [product, risk] = key.split('/').map(Number) as [number, number | undefined];
    return ALL_CLAIM_TYPES.map((claimType) => {
      const row = rows.find(([type]) => type === claimType);
      return [key, claimType, product, risk, row ?? null] as const;
    });
  });

  it.each(cases)('%s, claim type %i', (_key, claimTypeId, productTypeId, riskTypeId, row) => {
    expect(isClaimTypeOffered(productTypeId, claimTypeId, riskTypeId)).toBe(row !== null);
    if (row === null) {
      // A type some other item of the product declares keeps its fields (claimExtraFields' note).
      if (!isClaimTypeOffered(productTypeId, claimTypeId))
        expect(claimExtraFields(productTypeId, claimTypeId, riskTypeId)).toEqual([]);
      return;
    }
    const [, documents, fields] = row;
    const asked = requiredClaimDocuments({ productTypeId, claimTypeId, policyCreatedAt: RECENT, riskTypeId });
    expect(asked.map((doc) => doc.type)).toEqual(split(documents));
    expect(claimExtraFields(productTypeId, claimTypeId, riskTypeId).map((field) => field.id)).toEqual(
      split(fields),
    );
  });

  it('offers the claim types in the order the spec lists them', () => {
    for (const [key, rows] of Object.entries(MATRIX)) {
      const [product, risk] = key.split('/').map(Number) as [number, number | undefined];
      expect(claimTypesFor(product, risk)).toEqual(rows.map(([type]) => type));
    }
  });
});
