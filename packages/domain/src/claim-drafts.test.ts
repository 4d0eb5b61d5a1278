import { describe, expect, it } from 'vitest';
import { CLAIM_DRAFT_KEEP_DAYS, claimDraftKeptUntil, isAbandonedDraft } from './claim-drafts.ts';

const now = new Date('2026-11-24T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('isAbandonedDraft', () => {
  it.each([
    ['a draft changed today', null, daysAgo(0), false],
    ['a draft changed 29 days ago', null, daysAgo(29), false],
    ['a draft changed 29.9 days ago', null, daysAgo(29.9), false],
    ['a draft changed exactly 30 days ago', null, daysAgo(30), true],
    ['a draft changed 90 days ago', null, daysAgo(90), true],
    ['a claim sent long ago, untouched since', daysAgo(60), daysAgo(60), false],
    ['a claim sent today', now, daysAgo(40), false],
  ] as const)('%s: %s', (_case, sentAt, updatedAt, abandoned) => {
    expect(isAbandonedDraft({ sent_at: sentAt, updated_at: updatedAt }, now)).toBe(abandoned);
  });

  it('keeps a draft 30 days after its last change', () => {
    expect(CLAIM_DRAFT_KEEP_DAYS).toBe(30);
    expect(claimDraftKeptUntil(now).toISOString()).toBe('2026-12-24T10:00:00.000Z');
  });
});
