import { CALL_BACK_HOURS } from './constants.ts';
import { madridWallClock } from './madrid-time.ts';

/**
 * Whether the call-me-back service is open at `date` (spec 9): Monday to
 * Friday 9:00 to 19:00; Saturdays, Sundays and holidays 10:00 to 18:00, in
 * Europe/Madrid time. The end hour is exclusive (19:00 is closed).
 * `holidays` are Madrid calendar days 'YYYY-MM-DD'; the caller supplies them
 * because regional holidays differ and Easter moves.
 */
export function isWithinCallBackHours(date: Date, holidays: readonly string[] = []): boolean {
  const clock = madridWallClock(date);
  const isRestDay = clock.isoWeekday >= 6 || holidays.includes(clock.date);
  const { from, to } = isRestDay ? CALL_BACK_HOURS.weekendOrHoliday : CALL_BACK_HOURS.weekday;
  return clock.hour >= from && clock.hour < to;
}
