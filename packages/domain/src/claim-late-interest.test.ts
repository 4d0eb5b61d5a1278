import { describe, expect, it } from 'vitest';
import { lateClaimInterest, lateInterestFreeUntil } from './claim-late-interest.ts';

// LCS art. 20 on 1.000 € (100000 cents): in arrears after three months from the loss (20.3); the
// legal rate in force + 50 %, by days (20.4), from the day of the loss (20.6); at least 20 % a year
// once two years have passed (20.4); none when the delay is excused (20.8). Days over 365.

const AMOUNT = 100_000;

describe('lateClaimInterest (LCS art. 20)', () => {
  it.each([
    {
      case: 'paid on the day three months after the loss: not in arrears',
      occurredOn: '2025-01-10',
      paidOn: '2025-04-10',
      inArrears: false,
      interestCents: 0,
      periods: [],
    },
    {
      case: 'paid 130 days after the loss, in 2025: 3,25 % + 50 % = 4,875 % a year',
      occurredOn: '2025-01-10',
      paidOn: '2025-05-20',
      inArrears: true,
      // 100000 × 4.875 % × 130 / 365 = 1736.3
      interestCents: 1736,
      periods: [{ from: '2025-01-10', days: 130, percent: 4.875 }],
    },
    {
      case: 'across a new year whose law raised the legal rate: each day at the rate in force then',
      occurredOn: '2022-11-01',
      paidOn: '2023-03-01',
      inArrears: true,
      // (4.5 % × 61 + 4.875 % × 59) / 365 × 100000 = 1540.07
      interestCents: 1540,
      periods: [
        { from: '2022-11-01', days: 61, percent: 4.5 },
        { from: '2023-01-01', days: 59, percent: 4.875 },
      ],
    },
    {
      case: 'after two years from the loss, not less than 20 % a year',
      occurredOn: '2023-01-01',
      paidOn: '2025-07-01',
      inArrears: true,
      // (4.875 % × 731 + 20 % × 181) / 365 × 100000 = 19681.16
      interestCents: 19_681,
      periods: [
        { from: '2023-01-01', days: 731, percent: 4.875 },
        { from: '2025-01-01', days: 181, percent: 20 },
      ],
    },
    {
      case: 'a delay with a justified cause (20.8): in arrears, no interest',
      occurredOn: '2025-01-10',
      paidOn: '2025-05-20',
      excused: true,
      inArrears: true,
      interestCents: 0,
      periods: [],
    },
  ])('$case', ({ case: _case, interestCents, inArrears, periods, ...input }) => {
    expect(lateClaimInterest({ amountCents: AMOUNT, ...input })).toEqual({
      inArrears,
      interestCents,
      periods,
    });
  });

  it('keeps a rate above 20 % after two years: the floor never lowers it', () => {
    const result = lateClaimInterest({
      amountCents: AMOUNT,
      occurredOn: '2020-01-01',
      paidOn: '2022-01-11',
      rates: [{ from: '2016-01-01', percent: 15 }],
    });
    // 22.5 % throughout: 100000 × 22.5 % × 741 / 365 = 45678.08
    expect(result.periods.map((p) => p.percent)).toEqual([22.5, 22.5]);
    expect(result.interestCents).toBe(45_678);
  });

  it('names the last day without interest: three months from the loss, 29 February kept as the month’s end', () => {
    expect(lateInterestFreeUntil('2025-01-10')).toBe('2025-04-10');
    expect(lateInterestFreeUntil('2023-11-30')).toBe('2024-02-29');
  });
});
