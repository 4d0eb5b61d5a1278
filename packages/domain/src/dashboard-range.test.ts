import { describe, expect, it } from 'vitest';
import { dashboardRangeProblem, waitingBucket } from './dashboard-range.ts';

describe('dashboardRangeProblem', () => {
  it.each([
    ['one day', '2026-11-20', '2026-11-20', null],
    ['a week', '2026-11-14', '2026-11-20', null],
    ['a whole leap year (366 days)', '2028-01-01', '2028-12-31', null],
    ['367 days', '2028-01-01', '2029-01-01', 'too_long'],
    ['two years', '2024-01-01', '2026-01-01', 'too_long'],
    ['to before from', '2026-11-20', '2026-11-19', 'backwards'],
  ])('%s → %s', (_name, from, to, problem) => {
    expect(dashboardRangeProblem(from, to, 366)).toBe(problem);
  });
});

describe('waitingBucket', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  it.each([
    ['just sent', 0, 'under_1_day'],
    ['23 hours', 23, 'under_1_day'],
    ['exactly 24 hours', 24, 'from_1_to_3_days'],
    ['72 hours', 72, 'from_1_to_3_days'],
    ['73 hours', 73, 'over_3_days'],
  ])('%s → %s', (_name, hours, bucket) => {
    expect(waitingBucket(hoursAgo(hours), now)).toBe(bucket);
  });
});
