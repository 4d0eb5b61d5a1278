import { describe, expect, it } from 'vitest';
import { requiredClaimDocuments } from './claim-documents.ts';
import { claimExtraFields } from './claim-fields.ts';
import { claimTypesFor, isClaimTypeOffered } from './claim-types.ts';
import { RiskType } from './enums.ts';

// Every product type against every claim type (ids 1 to 20), written out from spec 5 and 9 so
// that a rule changed in one place and not the other fails here: what is offered, the documents
// asked, and the extra fields of the form. '—' is a pair the product does not offer.

const RECENT = '2024-06-01T10:00:00Z';
type Row = readonly [claimType: number, documents: string, fields: string];

/** documents and extra field ids, each as one space-separated string. */
const MATRIX: Record<number, readonly Row[]> = {
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
  // Multi-risk, appliance risk (spec 5 multi-risk fields).
  5: [
    [5, 'invoice police_report', 'appliance_type brand model purchase_date invoice_in_holder_name'],
    [6, 'invoice police_report', 'appliance_type brand model purchase_date invoice_in_holder_name'],
    [
      1,
      'invoice damage_photos',
      'breakage_detail appliance_type brand model purchase_date invoice_in_holder_name',
    ],
    [
      2,
      'invoice damage_photos',
      'breakage_detail appliance_type brand model purchase_date invoice_in_holder_name',
    ],
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

describe('every product type against every claim type', () => {
  const cases = Object.entries(MATRIX).flatMap(([product, rows]) =>
    ALL_CLAIM_TYPES.map((claimType) => {
      const row = rows.find(([type]) => type === claimType);
      return [Number(product), claimType, row ?? null] as const;
    }),
  );

  it.each(cases)('product type %i, claim type %i', (productTypeId, claimTypeId, row) => {
    const riskTypeId = productTypeId === 5 ? RiskType.APPLIANCE : undefined;
    expect(isClaimTypeOffered(productTypeId, claimTypeId)).toBe(row !== null);
    if (row === null) {
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
    for (const [product, rows] of Object.entries(MATRIX))
      expect(claimTypesFor(Number(product))).toEqual(rows.map(([type]) => type));
  });
});
