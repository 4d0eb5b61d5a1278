import { describe, expect, it } from 'vitest';
import { claimUploadSlot, missingClaimDocuments, type UploadedClaimDocument } from './claim-checklist.ts';
import { CLAIM_DOCUMENTS } from './claim-documents.ts';

const required = [CLAIM_DOCUMENTS.invoice, CLAIM_DOCUMENTS.police_report];
const doc = (
  id: number,
  type: string,
  review_status = 'pending',
  extra: Partial<UploadedClaimDocument> = {},
) => ({
  id,
  type,
  review_status,
  ...extra,
});

describe('missingClaimDocuments', () => {
  it.each([
    ['nothing uploaded', [], ['pending_upload', 'pending_upload'], false],
    ['the invoice only', [doc(1, 'invoice')], ['received', 'pending_upload'], false],
    ['both, not reviewed', [doc(1, 'invoice'), doc(2, 'police_report')], ['received', 'received'], true],
    [
      'both accepted',
      [doc(1, 'invoice', 'accepted'), doc(2, 'police_report', 'accepted')],
      ['accepted', 'accepted'],
      true,
    ],
    [
      'one of two invoices accepted',
      [doc(1, 'invoice', 'accepted'), doc(3, 'invoice'), doc(2, 'police_report')],
      ['received', 'received'],
      true,
    ],
    [
      'the invoice rejected',
      [doc(1, 'invoice', 'rejected', { rejection_reason: 'Ilegible' }), doc(2, 'police_report')],
      ['rejected', 'received'],
      false,
    ],
    [
      'the rejected invoice replaced',
      [
        doc(1, 'invoice', 'rejected', { rejection_reason: 'Ilegible' }),
        doc(2, 'police_report'),
        doc(3, 'invoice', 'pending', { replaces_id: 1 }),
      ],
      ['received', 'received'],
      true,
    ],
    [
      'an unrelated file does not count',
      [doc(1, 'lock_invoice'), doc(2, 'police_report')],
      ['pending_upload', 'received'],
      false,
    ],
  ])('%s', (_name, uploaded, states, complete) => {
    const checklist = missingClaimDocuments(required, uploaded);
    expect(checklist.items.map((i) => i.state)).toEqual(states);
    expect(checklist.isComplete).toBe(complete);
    expect(checklist.missing.map((m) => m.type)).toEqual(
      checklist.items.filter((i) => ['pending_upload', 'rejected'].includes(i.state)).map((i) => i.type),
    );
  });

  it('gives the rejection reason and the current files', () => {
    const checklist = missingClaimDocuments(required, [
      doc(1, 'invoice', 'rejected', { rejection_reason: 'Falta el IMEI en la factura' }),
    ]);
    expect(checklist.items[0]).toMatchObject({
      type: 'invoice',
      title: 'Factura de compra',
      state: 'rejected',
      rejection_reason: 'Falta el IMEI en la factura',
      document_ids: [1],
    });
  });
});

describe('claimUploadSlot', () => {
  const slot = (uploaded: UploadedClaimDocument[], type: string, isDraft = true) =>
    claimUploadSlot(missingClaimDocuments(required, uploaded), type, uploaded, isDraft);

  it.each([
    ['a document the claim does not ask for', [], 'autopsy', true, { ok: false, refusal: 'type_not_asked' }],
    [
      'a second invoice (allow_multiple)',
      [doc(1, 'invoice')],
      'invoice',
      true,
      { ok: true, replacesId: null },
    ],
    [
      'a second police report',
      [doc(2, 'police_report')],
      'police_report',
      true,
      { ok: false, refusal: 'already_uploaded' },
    ],
    [
      'a new police report after a rejection',
      [doc(2, 'police_report', 'rejected', { rejection_reason: 'Sin sello' })],
      'police_report',
      false,
      { ok: true, replacesId: 2 },
    ],
    [
      'more files once sent, nothing rejected',
      [doc(1, 'invoice')],
      'invoice',
      false,
      { ok: false, refusal: 'not_awaited' },
    ],
    [
      'a missing document once sent',
      [doc(1, 'invoice')],
      'police_report',
      false,
      { ok: true, replacesId: null },
    ],
  ])('%s', (_name, uploaded, type, isDraft, expected) => {
    expect(slot(uploaded, type, isDraft)).toEqual(expected);
  });
});
