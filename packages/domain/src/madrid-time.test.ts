import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, madridDate, madridStartOfDay, madridWallClock } from './madrid-time.ts';

describe('madridWallClock', () => {
  it.each([
    ['winter is UTC+1', '2024-01-15T08:00:00Z', { date: '2024-01-15', hour: 9, minute: 0, isoWeekday: 1 }],
    ['summer is UTC+2', '2024-07-15T07:30:00Z', { date: '2024-07-15', hour: 9, minute: 30, isoWeekday: 1 }],
    [
      'late UTC evening is the next day in Madrid',
      '2024-01-14T23:30:00Z',
      { date: '2024-01-15', hour: 0, minute: 30, isoWeekday: 1 },
    ],
    ['Sunday', '2024-07-14T10:00:00Z', { date: '2024-07-14', hour: 12, minute: 0, isoWeekday: 7 }],
  ])('%s', (_name, iso, expected) => {
    expect(madridWallClock(new Date(iso))).toEqual(expected);
  });
});

describe('madridDate', () => {
  it.each([
    ['2019-04-29', '2019-04-29'],
    ['2019-04-29T21:59:59Z', '2019-04-29'],
    ['2019-04-29T22:00:00Z', '2019-04-30'],
    ['2019-04-29T23:30:00+02:00', '2019-04-29'],
    ['garbage', null],
  ])('%s → %s', (value, expected) => {
    expect(madridDate(value)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(madridDate(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
  });
});

describe('daysBetween', () => {
  it.each([
    ['2024-03-01', '2024-03-16', 15],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-03-30', '2024-03-31', 1],
    ['2024-03-02', '2024-03-01', -1],
  ])('%s → %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-29', 1, '2026-03-30'], // the spring clock change does not shift a calendar day
    ['2026-01-01', -1, '2025-12-31'],
  ] as const)('%s + %i = %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
  });
});

describe('madridStartOfDay', () => {
  it.each([
    ['winter (CET, UTC+1)', '2026-12-05', '2026-12-04T23:00:00.000Z'],
    ['summer (CEST, UTC+2)', '2026-07-15', '2026-07-14T22:00:00.000Z'],
    ['the day clocks go forward', '2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['the day clocks go back', '2026-10-25', '2026-10-24T22:00:00.000Z'],
  ])('%s', (_name, date, instant) => {
    const start = madridStartOfDay(date);
    expect(start.toISOString()).toBe(instant);
    expect(madridDate(start)).toBe(date);
    expect(madridDate(new Date(start.getTime() - 1))).toBe(addDays(date, -1));
  });
});
