import { daysBetween } from './madrid-time.ts';

/** Why a dashboard period is refused: `to` before `from`, or more days than allowed. */
export type DashboardRangeProblem = 'backwards' | 'too_long';

/**
 * Checks a period of calendar days, `from` to `to` both included ('YYYY-MM-DD'):
 * null when it may be added up, otherwise why not. A period of one day
 * (from = to) counts 1 day, so `maxDays` 366 accepts a whole leap year.
 */
export function dashboardRangeProblem(
  from: string,
  to: string,
  maxDays: number,
): DashboardRangeProblem | null {
  const span = daysBetween(from, to);
  if (span < 0) return 'backwards';
  if (span + 1 > maxDays) return 'too_long';
  return null;
}

/** The waiting-time buckets of the phone checks on the dashboard. */
export type WaitingBucket = 'under_1_day' | 'from_1_to_3_days' | 'over_3_days';

/**
 * Which bucket a check waiting since `sentAt` falls in at `now`: under 24 hours,
 * 24 to 72 hours (both included in the middle one), or over 72 hours. The SQL of
 * GET /dashboard counts with the same limits; this is its reference.
 */
export function waitingBucket(sentAt: Date, now: Date): WaitingBucket {
  const hours = (now.getTime() - sentAt.getTime()) / 3_600_000;
  if (hours < 24) return 'under_1_day';
  if (hours <= 72) return 'from_1_to_3_days';
  return 'over_3_days';
}
