import { describe, expect, it } from 'vitest';
import { type ClaimStatusTarget, claimStatusTransition } from './claim-transitions.ts';

const OPEN = { isSent: true, internalStatus: 1, notifyDenied: false };
const REJECTED_DOCS = { isSent: true, internalStatus: 4, notifyDenied: false };
const CLOSED = { isSent: true, internalStatus: 2, notifyDenied: false };
const DENIED = { isSent: true, internalStatus: 2, notifyDenied: true };
const DRAFT = { isSent: false, internalStatus: 1, notifyDenied: false };

const change = (status: number, effects: { closes?: boolean; reopens?: boolean; denies?: boolean }) => ({
  kind: 'change',
  status,
  closes: effects.closes ?? false,
  reopens: effects.reopens ?? false,
  denies: effects.denies ?? false,
});

describe('claimStatusTransition', () => {
  it.each<[string, typeof OPEN, ClaimStatusTarget, unknown]>([
    ['a draft, opened', DRAFT, 'opened', { kind: 'refused', refusal: 'claim_draft' }],
    ['a draft, closed', DRAFT, 'closed', { kind: 'refused', refusal: 'claim_draft' }],
    ['a draft, denied', DRAFT, 'denied', { kind: 'refused', refusal: 'claim_draft' }],
    ['an open claim, opened', OPEN, 'opened', { kind: 'unchanged' }],
    ['an open claim, closed', OPEN, 'closed', change(2, { closes: true })],
    ['an open claim, denied', OPEN, 'denied', change(2, { closes: true, denies: true })],
    ['documents rejected, opened', REJECTED_DOCS, 'opened', change(1, {})],
    ['documents rejected, closed', REJECTED_DOCS, 'closed', change(2, { closes: true })],
    ['documents rejected, denied', REJECTED_DOCS, 'denied', change(2, { closes: true, denies: true })],
    ['a closed claim, reopened', CLOSED, 'opened', change(1, { reopens: true })],
    ['a closed claim, closed again', CLOSED, 'closed', { kind: 'unchanged' }],
    ['a closed claim, denied', CLOSED, 'denied', { kind: 'refused', refusal: 'claim_closed' }],
    ['a denied claim, reopened', DENIED, 'opened', change(1, { reopens: true })],
    ['a denied claim, closed', DENIED, 'closed', { kind: 'refused', refusal: 'claim_closed' }],
    ['a denied claim, denied again', DENIED, 'denied', { kind: 'unchanged' }],
    ['an unknown status, opened', { ...OPEN, internalStatus: 3 }, 'opened', change(1, {})],
  ])('%s → %o', (_name, state, target, expected) => {
    expect(claimStatusTransition(state, target)).toEqual(expected);
  });
});
