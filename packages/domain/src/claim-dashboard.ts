import { claimDeadlines, DESK_TARGET_DAYS, worstDeadlineState } from './claim-deadlines.ts';
import { daysBetween } from './madrid-time.ts';

// The claims desk's dashboard panel (docs/claims.md): open claims by type and age,
// deadlines near or past, and the time from declaration to closing.

export type ClaimAgeBucket = 'under_7_days' | 'from_7_to_30_days' | 'over_30_days';

/** Open days since the declaration (Madrid days): under 7, 7 to 30 (both included), over 30. */
export function claimAgeBucket(sentOn: string, today: string): ClaimAgeBucket {
  const age = daysBetween(sentOn, today);
  if (age < 7) return 'under_7_days';
  return age <= 30 ? 'from_7_to_30_days' : 'over_30_days';
}

export interface OpenClaimFacts {
  claimTypeId: number;
  /** 'YYYY-MM-DD'. */
  occurredOn: string;
  /** Madrid day it was sent. */
  sentOn: string;
  /** How many open claims share these facts (the database groups them); 1 when absent. */
  count?: number;
}

/** The claims closed in the period, already summed up (the database's aggregate). */
export interface ClosedClaimsSummary {
  count: number;
  /** Mean declaration-to-closing time in days, unrounded; null without closed claims. */
  meanDays: number | null;
}

export interface ClosedClaimFacts {
  sentAt: Date;
  closedAt: Date;
}

export interface ClaimsPanel {
  openByType: Array<{ claimTypeId: number } & Record<ClaimAgeBucket, number> & { total: number }>;
  openTotal: number;
  deadlinesNear: number;
  deadlinesLate: number;
  averageDaysToClose: number | null;
  closedCount: number;
}

const DAY_MS = 86_400_000;

/**
 * The panel from the open claims and the claims closed in the period the
 * caller chose: each open claim counted in its type and age bucket and, by the
 * worst of its deadlines (claim-deadlines.ts, desk target included), as near
 * or late; the average of declaration-to-closing times in days, one decimal.
 */
export function claimsPanel(
  open: readonly OpenClaimFacts[],
  closed: readonly ClosedClaimFacts[],
  today: string,
): ClaimsPanel {
  const durations = closed.map((c) => (c.closedAt.getTime() - c.sentAt.getTime()) / DAY_MS);
  return claimsPanelFromSummary(
    open,
    {
      count: durations.length,
      meanDays: durations.length === 0 ? null : durations.reduce((sum, d) => sum + d, 0) / durations.length,
    },
    today,
  );
}

/**
 * The same panel from grouped open claims (`count` each) and the closed claims' count and mean:
 * what SQL aggregates give, so the server never reads one row per claim.
 */
export function claimsPanelFromSummary(
  open: readonly OpenClaimFacts[],
  closed: ClosedClaimsSummary,
  today: string,
): ClaimsPanel {
  const byType = new Map<number, ClaimsPanel['openByType'][number]>();
  let near = 0;
  let late = 0;
  let total = 0;
  for (const claim of open) {
    const n = claim.count ?? 1;
    total += n;
    const row = byType.get(claim.claimTypeId) ?? {
      claimTypeId: claim.claimTypeId,
      under_7_days: 0,
      from_7_to_30_days: 0,
      over_30_days: 0,
      total: 0,
    };
    row[claimAgeBucket(claim.sentOn, today)] += n;
    row.total += n;
    byType.set(claim.claimTypeId, row);
    const worst = worstDeadlineState(
      claimDeadlines({
        occurredOn: claim.occurredOn,
        sentOn: claim.sentOn,
        closedOn: null,
        today,
        targetDays: DESK_TARGET_DAYS,
      }),
    );
    if (worst === 'near') near += n;
    if (worst === 'late') late += n;
  }
  return {
    openByType: [...byType.values()].sort((a, b) => a.claimTypeId - b.claimTypeId),
    openTotal: total,
    deadlinesNear: near,
    deadlinesLate: late,
    averageDaysToClose: closed.meanDays === null ? null : Math.round(closed.meanDays * 10) / 10,
    closedCount: closed.count,
  };
}
