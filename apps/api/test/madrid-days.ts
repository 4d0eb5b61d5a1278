import { addDays, madridDate } from '@amparo/domain';

// The API's rules count Madrid calendar days (packages/domain/src/madrid-time.ts). A test that wrote
// today's date from UTC was a day behind between midnight and 01:00 or 02:00 in Madrid: these write it
// as the server reads it.

/** The Madrid calendar day of an instant, 'YYYY-MM-DD'. */
export const madridDay = (at: Date = new Date()): string => madridDate(at) as string;

/** The Madrid day `offset` days from the day of `at` (negative: days ago). */
export const madridDayFrom = (offset: number, at: Date = new Date()): string =>
  addDays(madridDay(at), offset);
