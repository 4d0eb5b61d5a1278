import { describe, expect, it } from 'vitest';
import {
  depreciatedValue,
  depreciationTableProblem,
  holderDeclineRefusal,
  insurerNoticeDeadline,
  insurerRefusalRefusal,
  isRenewalNoticeDue,
  nextTermOf,
  premiumAtPeriodicity,
  type RenewalStatus,
  renewalNoticeOpensOn,
  renewalPremium,
  renewalRate,
  wholeYearsBetween,
} from './policy-renewal.ts';

// Ley 50/1980 de Contrato de Seguro, art. 22, sentence by sentence.

describe('LCS art. 22: "se prorrogará por un período no superior a un año cada vez"', () => {
  it.each([
    ['2026-12-06', '2026-12-07', '2027-12-06'],
    ['2027-02-27', '2027-02-28', '2028-02-27'],
    // A period starting on 29 February ends on 28 February (Civil Code art. 5, policy-term.ts).
    ['2028-02-28', '2028-02-29', '2029-02-28'],
  ])('a term ending %s renews from %s to %s', (termEnd, startsOn, endsOn) => {
    expect(nextTermOf(termEnd)).toEqual({ startsOn, endsOn });
  });
});

describe('"…con un plazo de dos meses de anticipación a la conclusión del período en curso" (the insurer)', () => {
  it.each([
    // term end, lead months (setting), first day of the notice
    ['2027-02-06', 2, '2026-12-07'],
    ['2027-03-31', 2, '2027-02-01'],
    ['2027-02-06', 3, '2026-11-07'],
    // The setting cannot shorten the legal lead: one month is read as two.
    ['2027-02-06', 1, '2026-12-07'],
  ])('a term ending %s with a lead of %i months is announced from %s', (termEnd, lead, opensOn) => {
    expect(renewalNoticeOpensOn(termEnd, lead)).toBe(opensOn);
  });

  it.each([
    // today, term end, due?
    ['2026-12-07', '2027-01-31', true], // 55 days before the end: inside the window
    ['2026-12-30', '2027-02-28', false], // 60 days before: the window (from 1 January) opens in two days
    ['2026-12-31', '2027-02-28', false],
    ['2027-01-01', '2027-02-28', true],
    ['2027-03-01', '2027-02-28', true], // past the end and never announced: announced late
  ])('on %s a term ending %s is due for its notice: %s', (today, termEnd, due) => {
    expect(isRenewalNoticeDue(termEnd, today)).toBe(due);
  });

  it.each([
    // current, tariff, term end, announced on, premium, late
    [1000, 1200, '2027-02-06', '2026-12-07', 1200, false], // on the last legal day: the rise stands
    [1000, 1200, '2027-02-06', '2026-12-08', 1000, true], // a day late: the rise does not
    [1000, 800, '2027-02-06', '2026-12-20', 800, true], // late but cheaper: the customer gets the lower one
    [1000, 800, '2027-02-06', '2026-11-20', 800, false],
  ])(
    'current %i, tariff %i, term ending %s, announced %s: %i (late %s)',
    (current, tariff, termEnd, announcedOn, premium, late) => {
      expect(renewalPremium({ current, tariff, termEnd, announcedOn })).toEqual({ premium, late });
    },
  );

  it('the insurer decides by two months before the end', () => {
    expect(insurerNoticeDeadline('2027-02-06')).toBe('2026-12-07');
  });
});

describe('"…el tomador puede oponerse a la prórroga… con un plazo de, al menos, un mes de anticipación"', () => {
  const base = { cancelled: false, termEnd: '2027-02-06', status: 'announced' as RenewalStatus };
  it.each([
    ['2026-12-20', 'announced', false, null],
    ['2027-01-07', 'announced', false, null], // a month before the next period starts (7 February)
    ['2027-01-08', 'announced', false, 'deadline_passed'],
    ['2026-12-20', 'not_due', false, null], // before the notice: the holder may oppose already
    ['2026-12-20', 'declined', false, 'already_declined'],
    ['2026-12-20', 'not_renewable', false, 'already_declined'],
    ['2026-12-20', 'renewed', false, 'already_renewed'],
    ['2026-12-20', 'announced', true, 'policy_ended'],
    ['2027-02-07', 'announced', false, 'policy_ended'],
  ] as const)('on %s, renewal %s, cancelled %s: %s', (today, status, cancelled, refusal) => {
    expect(holderDeclineRefusal({ ...base, today, status, cancelled })).toBe(refusal);
  });

  it.each([
    ['2026-12-07', null],
    ['2026-12-08', 'deadline_passed'], // the insurer's own deadline is two months, not one
  ] as const)('the insurer refusing on %s: %s', (today, refusal) => {
    expect(insurerRefusalRefusal({ ...base, today })).toBe(refusal);
  });
});

describe('the next year is priced on the device as it is then', () => {
  it.each([
    ['2026-03-01', '2027-02-28', 0],
    ['2026-03-01', '2027-03-01', 1],
    ['2024-02-29', '2027-02-28', 3], // the 29 February device turns three on the 28th
    ['2030-01-01', '2027-01-01', 0], // a date after the day counts nothing
  ])('a device bought %s is %i whole years old on %s', (from, on, years) => {
    expect(wholeYearsBetween(from, on)).toBe(years);
  });

  it.each([
    [100_000, 0, 100_000],
    [100_000, 1, 80_000],
    [100_000, 2, 65_000],
    [100_000, 4, 40_000],
    [100_000, 9, 40_000],
  ])('%i cents at %i years: %i', (value, age, expected) => {
    expect(depreciatedValue(value, age)).toBe(expected);
  });
});

describe('renewalRate: renewed over the periods that came to their end', () => {
  it.each([
    [{ renewed: 0, declined: 0, notRenewable: 0 }, null],
    [{ renewed: 9, declined: 1, notRenewable: 0 }, 90],
    [{ renewed: 2, declined: 0, notRenewable: 1 }, 66.7],
    [{ renewed: 0, declined: 3, notRenewable: 0 }, 0],
  ])('%o → %s', (counts, expected) => {
    expect(renewalRate(counts)).toBe(expected);
  });
});

describe('a product’s own depreciation table (catalog)', () => {
  it.each([
    [80_000, 1, [100, 90, 80], 72_000],
    [80_000, 5, [100, 90, 80], 64_000], // past the end: its last figure
    [80_000, 0, [95], 76_000],
  ])('%i cents at %i years with %o → %i', (value, age, table, expected) => {
    expect(depreciatedValue(value, age, table)).toBe(expected);
  });

  it.each([
    [[100, 80, 65, 50, 40], null],
    [[], 'empty'],
    [[100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 5], 'too_long'],
    [[100, 0], 'out_of_range'],
    [[100, 80.5], 'out_of_range'],
    [[80, 90], 'increasing'],
  ] as const)('%o → %s', (table, expected) => {
    expect(depreciationTableProblem(table)).toBe(expected);
  });
});

describe('premiumAtPeriodicity: today’s premium at the next period’s periodicity', () => {
  const monthly = { periodicity: 1, premium: 995, annualPremium: 11_940 };
  it.each([
    [monthly, 1, 995],
    [monthly, 12, 11_940],
    [{ periodicity: 12, premium: 10_000, annualPremium: 10_000 }, 1, 833],
  ])('%o at %i → %i', (current, periodicity, expected) => {
    expect(premiumAtPeriodicity(current, periodicity)).toBe(expected);
  });
});
