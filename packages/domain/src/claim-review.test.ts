import { describe, expect, it } from 'vitest';
import type { ClaimChecklistItem, ClaimDocumentState } from './claim-checklist.ts';
import { type ClaimReviewInput, claimDocumentReview, claimStatusAfterDocuments } from './claim-review.ts';

const base: ClaimReviewInput = {
  isSent: true,
  isClosed: false,
  isReplaced: false,
  current: 'pending',
  currentReason: null,
  decision: 'accepted',
};

describe('claimDocumentReview', () => {
  it.each<[string, Partial<ClaimReviewInput>, unknown]>([
    ['a pending file accepted', {}, { ok: true, unchanged: false }],
    ['a pending file rejected', { decision: 'rejected', reason: 'Ilegible' }, { ok: true, unchanged: false }],
    ['an accepted file accepted again (a replay)', { current: 'accepted' }, { ok: true, unchanged: true }],
    [
      'a rejected file rejected again with the same reason (a replay)',
      { current: 'rejected', currentReason: 'Ilegible', decision: 'rejected', reason: 'Ilegible' },
      { ok: true, unchanged: true },
    ],
    [
      'a rejected file rejected with another reason',
      { current: 'rejected', currentReason: 'Ilegible', decision: 'rejected', reason: 'Sin fecha' },
      { ok: true, unchanged: false },
    ],
    [
      'an accepted file rejected (a change of mind)',
      { current: 'accepted', decision: 'rejected', reason: 'x' },
      { ok: true, unchanged: false },
    ],
    ['a rejected file accepted', { current: 'rejected', currentReason: 'x' }, { ok: true, unchanged: false }],
    ['a draft', { isSent: false }, { ok: false, refusal: 'claim_draft' }],
    ['a closed claim', { isClosed: true }, { ok: false, refusal: 'claim_closed' }],
    [
      'a replaced file',
      { isReplaced: true, current: 'rejected' },
      { ok: false, refusal: 'document_replaced' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(claimDocumentReview({ ...base, ...input })).toEqual(expected);
  });
});

const checklist = (...states: ClaimDocumentState[]) => ({
  items: states.map((state) => ({ state }) as ClaimChecklistItem),
});

describe('claimStatusAfterDocuments', () => {
  it.each<[string, number, ClaimDocumentState[], number]>([
    ['an open claim with a file rejected', 1, ['received', 'rejected'], 4],
    ['an open claim with nothing rejected', 1, ['received', 'accepted'], 1],
    ['documents rejected, still one rejected', 4, ['rejected', 'received'], 4],
    ['documents rejected, every rejected file replaced', 4, ['received', 'accepted'], 1],
    ['a closed claim with a file rejected', 2, ['rejected'], 2],
    ['a claim with no documents asked', 1, [], 1],
    ['an open claim the desk asked one more document of', 1, ['accepted', 'pending_upload'], 4],
    ['documents pending, the asked document sent', 4, ['accepted', 'received'], 1],
    ['documents pending, a request withdrawn (nothing missing)', 4, ['accepted'], 1],
  ])('%s: %i → %i', (_name, status, states, expected) => {
    expect(claimStatusAfterDocuments(status, checklist(...states))).toBe(expected);
  });
});
