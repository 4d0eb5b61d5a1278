import { describe, expect, it } from 'vitest';
import { Periodicity } from './enums.ts';
import { receiptPeriod } from './receipt-period.ts';

describe('receiptPeriod', () => {
  it.each([
    ['a monthly receipt covers one month', '2026-03-02', Periodicity.MONTHLY, '2026-03-02', '2026-04-01'],
    ['a yearly receipt covers twelve months', '2026-03-02', Periodicity.YEARLY, '2026-03-02', '2027-03-01'],
    [
      'from the first of a month to its last day',
      '2026-02-01',
      Periodicity.MONTHLY,
      '2026-02-01',
      '2026-02-28',
    ],
    [
      '31 January: the next starts 28 February',
      '2026-01-31',
      Periodicity.MONTHLY,
      '2026-01-31',
      '2026-02-27',
    ],
    ['a leap year February', '2028-01-31', Periodicity.MONTHLY, '2028-01-31', '2028-02-28'],
    ['across the year end', '2026-12-15', Periodicity.MONTHLY, '2026-12-15', '2027-01-14'],
    [
      'a timestamp reads its date',
      '2026-03-02T10:15:00.000Z',
      Periodicity.MONTHLY,
      '2026-03-02',
      '2026-04-01',
    ],
  ] as const)('%s', (_name, activation, periodicity, from, to) => {
    expect(receiptPeriod(activation, periodicity)).toEqual({ from, to });
  });
});
