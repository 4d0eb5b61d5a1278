// Spain's national holidays (fiestas nacionales comunes), for the call-back hours (spec 9: rest days
// run 10 to 18). Eight fixed days and Good Friday, which moves with Easter. The State's yearly
// resolution (BOE) also lists days each region takes instead or in addition; those are regional
// and are not here.

const FIXED = ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'] as const;

/** Easter Sunday of a Gregorian year, 'YYYY-MM-DD' (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The national holidays of a year, 'YYYY-MM-DD', in date order. */
export function nationalHolidays(year: number): string[] {
  const easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
  const goodFriday = new Date(easter - 2 * 86_400_000).toISOString().slice(0, 10);
  return [...FIXED.map((day) => `${year}-${day}`), goodFriday].sort();
}

/** The holidays the call-back hours need around `now`: this year's and next year's (a Friday 31 December asks about 1 January). */
export function callBackHolidays(now: Date, regional: readonly string[] = []): string[] {
  const year = now.getUTCFullYear();
  return [...nationalHolidays(year), ...nationalHolidays(year + 1), ...regional];
}

/**
 * The regional and local holidays of the call centre, as staff type them in the settings
 * (`call_back_regional_holidays`): 'YYYY-MM-DD' dates separated by commas, spaces or lines. Null
 * when any part is not a real date, so the setting can refuse it and say which.
 */
export function parseHolidayList(text: string): string[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const dates: string[] = [];
  for (const part of parts) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(part)) return null;
    const parsed = new Date(`${part}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== part) return null;
    dates.push(part);
  }
  return [...new Set(dates)].sort();
}
