// Wall-clock time in Spain's peninsular time zone without a date library.
// Intl.DateTimeFormat with a timeZone is pure (no I/O, no current time) and
// handles the CET/CEST switch for us.

export interface MadridWallClock {
  /** 'YYYY-MM-DD' in Madrid. */
  date: string;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday (ISO 8601). */
  isoWeekday: number;
}

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export function madridWallClock(instant: Date): MadridWallClock {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    isoWeekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

/**
 * The Madrid calendar day of a value: a plain 'YYYY-MM-DD' is taken as is
 * (it already is a calendar day); a timestamp or Date is converted to Madrid.
 * Returns null for an unreadable string.
 */
export function madridDate(value: string | Date): string | null {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : madridWallClock(new Date(time)).date;
  }
  return Number.isNaN(value.getTime()) ? null : madridWallClock(value).date;
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** 'YYYY-MM-DD' plus whole days (negative goes back), as calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a Madrid calendar day begins (its 00:00 in Madrid, 23:00 or 22:00 UTC the day before). */
export function madridStartOfDay(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // Madrid is one or two hours ahead of UTC: at UTC midnight its clock reads 01:00 or 02:00.
  return new Date(utcMidnight - madridWallClock(new Date(utcMidnight)).hour * 3_600_000);
}
