import { describe, expect, it } from 'vitest';
import { isWithinCallBackHours } from './call-back-hours.ts';
import { callBackHolidays, easterSunday, nationalHolidays, parseHolidayList } from './spanish-holidays.ts';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('nationalHolidays', () => {
  // The national days of the 2026 calendar (Resolución de la Dirección General de Trabajo, BOE).
  it('2026', () => {
    expect(nationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-05-01',
      '2026-08-15',
      '2026-10-12',
      '2026-11-01',
      '2026-12-06',
      '2026-12-08',
      '2026-12-25',
    ]);
  });
});

describe('call-back hours on a holiday', () => {
  const holidays = callBackHolidays(new Date('2026-12-08T10:00:00Z'));
  it.each([
    // Tuesday 8 December 2026 (Inmaculada) at 09:30 Madrid: a rest day, open from 10.
    ['2026-12-08T08:30:00Z', false],
    ['2026-12-08T09:30:00Z', true],
    // 18:30 Madrid: closed on a rest day, open on a working Tuesday.
    ['2026-12-08T17:30:00Z', false],
    ['2026-12-15T17:30:00Z', true],
    // Friday 1 January 2027, asked in December: next year's list is there.
    ['2027-01-01T08:30:00Z', false],
  ])('%s → %s', (iso, open) => {
    expect(isWithinCallBackHours(new Date(iso), holidays)).toBe(open);
  });
});

describe('parseHolidayList', () => {
  it.each<[string, string, string[] | null]>([
    ['empty: no regional holiday', '', []],
    ['commas', '2026-05-02, 2026-05-15', ['2026-05-02', '2026-05-15']],
    [
      'lines, spaces and semicolons, out of order and repeated',
      '2026-05-15\n2026-05-02; 2026-05-15',
      ['2026-05-02', '2026-05-15'],
    ],
    ['a day that does not exist', '2026-02-30', null],
    ['a Spanish date', '02/05/2026', null],
    ['a word', 'San Isidro', null],
  ])('%s', (_name, text, expected) => {
    expect(parseHolidayList(text)).toEqual(expected);
  });
});
