import { describe, expect, it } from 'vitest';
import { holderObjectionDeadline, termEndOf } from './policy-term';

// LCS art. 22: the duration is stated in the policy; it may be extended a year at a time; the
// policyholder objects a month before the end, the insurer two months.
describe('termEndOf: a year of cover from the day it starts', () => {
  it.each([
    ['2026-11-29', '2027-11-28'],
    ['2026-01-01', '2026-12-31'],
    ['2026-03-01', '2027-02-28'],
    ['2028-02-29', '2029-02-28'], // a leap day: no 29th in 2029, so the month's last day (Civil Code art. 5)
    ['2027-03-01', '2028-02-29'], // the term crosses a leap day
  ])('starting %s, cover ends %s', (startsOn, end) => {
    expect(termEndOf(startsOn)).toBe(end);
  });
});

describe('holderObjectionDeadline: a month before the term ends', () => {
  it.each([
    ['2027-11-28', '2027-10-29'],
    ['2026-12-31', '2026-12-01'],
    ['2027-02-28', '2027-02-01'],
  ])('term ending %s: object by %s', (termEnd, deadline) => {
    expect(holderObjectionDeadline(termEnd)).toBe(deadline);
  });
});
