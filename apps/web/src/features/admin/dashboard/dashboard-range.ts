import { DASHBOARD_MAX_DAYS } from '@amparo/contract';
import { addDays, type DashboardRangeProblem, dashboardRangeProblem } from '@amparo/domain';

/** The dashboard's quick periods: the last 7 or 30 days (today included) and this calendar month. */
export const RANGE_PRESETS = ['last7', 'last30', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type DateRange = { from: string; to: string };

/** The period of a preset ending on `today` (a Madrid 'YYYY-MM-DD'). */
export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset a period is, if any (for the pressed button). */
export function presetOf(range: DateRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null &&
  ISO_DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The URL's keys for the period (`/admin?desde=2026-11-01&hasta=2026-11-23`). */
export const RANGE_PARAMS = { from: 'desde', to: 'hasta' } as const;

/** The period the address asks for; the last 30 days when it asks for none or for an unreadable one. */
export function rangeFromParams(params: URLSearchParams, today: string): DateRange {
  const from = params.get(RANGE_PARAMS.from);
  const to = params.get(RANGE_PARAMS.to);
  return isDay(from) && isDay(to) ? { from, to } : presetRange('last30', today);
}

/** Why the server would refuse the period (the same rule as GET /dashboard), or null. */
export function rangeProblem(range: DateRange): DashboardRangeProblem | null {
  return dashboardRangeProblem(range.from, range.to, DASHBOARD_MAX_DAYS);
}
