import { describe, expect, it } from 'vitest';
import { claimDeadlines, worstDeadlineState } from './claim-deadlines.ts';
import { formatClaimNumber, isClaimNumber } from './claim-number.ts';

const base = { occurredOn: '2026-11-01', sentOn: null, closedOn: null, today: '2026-11-03' };

describe('claimDeadlines: 7 days to report (Ley 50/1980 art. 16)', () => {
  it.each([
    ['a draft on day 2', {}, 'ok', 5],
    ['a draft on day 5', { today: '2026-11-06' }, 'near', 2],
    ['a draft on the last day', { today: '2026-11-08' }, 'near', 0],
    ['a draft on day 8', { today: '2026-11-09' }, 'late', -1],
    ['sent on the last day', { sentOn: '2026-11-08', today: '2026-11-20' }, 'ok', null],
    ['sent a day late', { sentOn: '2026-11-09', today: '2026-11-09' }, 'late', null],
  ])('%s → %s', (_name, input, state, daysLeft) => {
    const { report } = claimDeadlines({ ...base, ...input });
    expect(report).toEqual({ due: '2026-11-08', state, days_left: daysLeft });
  });
});

describe('claimDeadlines: 40 days to pay the minimum (art. 18) and the desk target', () => {
  it('has no payment deadline while a draft', () => {
    expect(claimDeadlines({ ...base, targetDays: 15 })).toMatchObject({
      minimum_payment: null,
      target: null,
    });
  });

  it.each([
    ['sent today', '2026-11-03', null, 'ok'],
    ['day 38', '2026-12-11', null, 'near'],
    ['day 41, still open', '2026-12-14', null, 'late'],
    ['closed on day 40', '2026-12-20', '2026-12-13', 'ok'],
    ['closed on day 41', '2026-12-20', '2026-12-14', 'late'],
  ])('%s → %s', (_name, today, closedOn, state) => {
    const { minimum_payment } = claimDeadlines({ ...base, sentOn: '2026-11-03', today, closedOn });
    expect(minimum_payment).toMatchObject({ due: '2026-12-13', state });
  });

  it('counts the desk target from the declaration, with its own near window', () => {
    const deadlines = claimDeadlines({
      ...base,
      sentOn: '2026-11-03',
      today: '2026-11-15',
      targetDays: 15,
      nearDays: 3,
    });
    expect(deadlines.target).toEqual({ due: '2026-11-18', state: 'near', days_left: 3 });
    expect(worstDeadlineState(deadlines)).toBe('near');
    expect(worstDeadlineState(claimDeadlines({ ...base, today: '2026-11-30' }))).toBe('late');
    expect(worstDeadlineState(claimDeadlines(base))).toBe('ok');
  });
});

describe('claim number', () => {
  it.each([
    [2026, 42, 'SIN-2026-000042'],
    [2027, 1, 'SIN-2027-000001'],
    [2026, 1234567, 'SIN-2026-1234567'],
  ])('%i, %i → %s', (year, sequence, expected) => {
    expect(formatClaimNumber(year, sequence)).toBe(expected);
    expect(isClaimNumber(expected)).toBe(true);
  });

  it('refuses a sequence that is not a positive integer and reads only the format', () => {
    expect(() => formatClaimNumber(2026, 0)).toThrow(RangeError);
    expect(isClaimNumber('SIN-26-1')).toBe(false);
    expect(isClaimNumber('AMP-2026-000001')).toBe(false);
  });
});
