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
  const { from, to } = hoursOf(date, holidays);
  const { hour } = madridWallClock(date);
  return hour >= from && hour < to;
}

/** The slots a customer may pick for the call (the contact form's "Franja preferida"), in its order. */
export const CALL_BACK_SLOTS = ['morning', 'afternoon', 'any'] as const;
export type CallBackSlot = (typeof CALL_BACK_SLOTS)[number];

/** The afternoon slot starts at 14:00; the morning slot ends there. */
export const AFTERNOON_FROM = 14;

/**
 * What the confirmation may promise, given when the request arrives and the slot picked: a call
 * in minutes only while open and inside the slot; this afternoon (until today's closing hour) for an
 * afternoon slot asked in the morning; tomorrow morning (from tomorrow's opening hour) for a morning
 * slot asked in the afternoon; otherwise when the service opens.
 */
export type CallBackPromise =
  | { kind: 'minutes' }
  | { kind: 'this-afternoon'; until: number }
  | { kind: 'tomorrow-morning'; from: number }
  | { kind: 'when-open' };

export function callBackPromise(
  date: Date,
  slot: CallBackSlot,
  holidays: readonly string[] = [],
): CallBackPromise {
  if (!isWithinCallBackHours(date, holidays)) return { kind: 'when-open' };
  const { hour } = madridWallClock(date);
  if (slot === 'afternoon' && hour < AFTERNOON_FROM) {
    return { kind: 'this-afternoon', until: hoursOf(date, holidays).to };
  }
  if (slot === 'morning' && hour >= AFTERNOON_FROM) {
    const tomorrow = new Date(date.getTime() + 24 * 60 * 60 * 1000);
    return { kind: 'tomorrow-morning', from: hoursOf(tomorrow, holidays).from };
  }
  return { kind: 'minutes' };
}

/**
 * The hours of each slot on the day the call will be made: today's while the service has not
 * closed yet, otherwise the next day's (a Saturday, Sunday or holiday opens 10 to 18, so its
 * morning is 10 to 14 and its afternoon 14 to 18). For the contact form's slot labels.
 */
export function callBackSlotHours(
  date: Date,
  holidays: readonly string[] = [],
): Record<Exclude<CallBackSlot, 'any'>, { from: number; to: number }> {
  const { hour } = madridWallClock(date);
  const today = hoursOf(date, holidays);
  const day = hour < today.to ? today : hoursOf(new Date(date.getTime() + 24 * 60 * 60 * 1000), holidays);
  return { morning: { from: day.from, to: AFTERNOON_FROM }, afternoon: { from: AFTERNOON_FROM, to: day.to } };
}

function hoursOf(date: Date, holidays: readonly string[]) {
  const clock = madridWallClock(date);
  const isRestDay = clock.isoWeekday >= 6 || holidays.includes(clock.date);
  return isRestDay ? CALL_BACK_HOURS.weekendOrHoliday : CALL_BACK_HOURS.weekday;
}
