import { describe, expect, it } from 'vitest';
import {
  type ClaimDocumentRequestInput,
  claimDocumentRequest,
  isExtraDocumentType,
  type RequestedClaimDocument,
  requestedChecklistDocuments,
  standingRequests,
} from './claim-document-requests.ts';
import { CLAIM_DOCUMENTS } from './claim-documents.ts';

const NOW = '2026-11-29T10:00:00.000Z';
const asked = (type: string, withdrawn = false): RequestedClaimDocument => ({
  type,
  title: `Documento ${type}`,
  description: 'Lo que pide la mesa',
  requested_at: NOW,
  requested_by: 7,
  withdrawn_at: withdrawn ? NOW : null,
});
const quote: ClaimDocumentRequestInput = {
  kind: 'other',
  title: '  Presupuesto de reparación ',
  description: ' El presupuesto del taller con el IMEI ',
};
const history: ClaimDocumentRequestInput = { kind: 'location_history' };

describe('claimDocumentRequest', () => {
  it.each<[string, ClaimDocumentRequestInput, Partial<Parameters<typeof claimDocumentRequest>[1]>, unknown]>([
    ['the first document in the desk’s words', quote, {}, { ok: true, type: 'extra_1' }],
    [
      'after two others',
      quote,
      { requested: [asked('extra_1'), asked('extra_2')] },
      { ok: true, type: 'extra_3' },
    ],
    [
      'after a withdrawn one (its number stays taken)',
      quote,
      { requested: [asked('extra_1', true)] },
      { ok: true, type: 'extra_2' },
    ],
    ['the location history of a phone', history, {}, { ok: true, type: 'location_history' }],
    ['the location history of a laptop', history, { isPhone: false }, { ok: false, refusal: 'not_a_phone' }],
    [
      'the location history the type already asks for (an old policy)',
      history,
      { askedTypes: ['invoice', 'location_history'] },
      { ok: false, refusal: 'already_asked' },
    ],
    [
      'the location history asked for again after a withdrawal',
      history,
      { requested: [asked('location_history', true)] },
      { ok: true, type: 'location_history' },
    ],
    ['another document for a laptop', quote, { isPhone: false }, { ok: true, type: 'extra_1' }],
  ])('%s', (_name, input, context, expected) => {
    const result = claimDocumentRequest(input, {
      isPhone: true,
      askedTypes: ['invoice', 'police_report'],
      requested: [],
      now: NOW,
      by: 7,
      ...context,
    });
    expect(result.ok ? { ok: true, type: result.request.type } : result).toEqual(expected);
  });

  it('keeps the desk’s words, trimmed, with who asked and when', () => {
    const result = claimDocumentRequest(quote, {
      isPhone: true,
      askedTypes: [],
      requested: [],
      now: NOW,
      by: 7,
    });
    expect(result).toEqual({
      ok: true,
      request: {
        type: 'extra_1',
        title: 'Presupuesto de reparación',
        description: 'El presupuesto del taller con el IMEI',
        requested_at: NOW,
        requested_by: 7,
        withdrawn_at: null,
      },
    });
  });

  it('describes the location history as the checklist does unless the desk says more', () => {
    const plain = claimDocumentRequest(history, {
      isPhone: true,
      askedTypes: [],
      requested: [],
      now: NOW,
      by: 1,
    });
    expect(plain.ok && plain.request.description).toBe(CLAIM_DOCUMENTS.location_history.description);
    const said = claimDocumentRequest(
      { kind: 'location_history', description: 'Del 3 de noviembre, de 18:00 a 22:00' },
      { isPhone: true, askedTypes: [], requested: [], now: NOW, by: 1 },
    );
    expect(said.ok && said.request.description).toBe('Del 3 de noviembre, de 18:00 a 22:00');
  });
});

describe('requestedChecklistDocuments', () => {
  it('adds the standing requests after the type’s documents, once each', () => {
    const documents = requestedChecklistDocuments(
      [asked('extra_1'), asked('extra_2', true), asked('location_history')],
      [CLAIM_DOCUMENTS.invoice],
    );
    expect(documents.map((d) => [d.type, d.allow_multiple])).toEqual([
      ['extra_1', true],
      ['location_history', false],
    ]);
    expect(documents[0]?.title).toBe('Documento extra_1');
  });

  it('does not repeat a document the type already asks for', () => {
    expect(
      requestedChecklistDocuments([asked('location_history')], [CLAIM_DOCUMENTS.location_history]),
    ).toEqual([]);
  });
});

describe('standing requests and types', () => {
  it.each([
    ['extra_1', true],
    ['extra_12', true],
    ['extra_', false],
    ['invoice', false],
    ['extra_1x', false],
  ])('%s is a document in the desk’s words: %s', (type, expected) => {
    expect(isExtraDocumentType(type)).toBe(expected);
  });

  it('leaves out the withdrawn', () => {
    expect(standingRequests([asked('extra_1', true), asked('extra_2')]).map((r) => r.type)).toEqual([
      'extra_2',
    ]);
  });
});
