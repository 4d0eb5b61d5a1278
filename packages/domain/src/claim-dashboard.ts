import { claimDeadlines, DESK_TARGET_DAYS, worstDeadlineState } from './claim-deadlines.ts';
import { daysBetween } from './madrid-time.ts';

// The claims desk's dashboard panel (issue 12): open claims by type and age,
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
  const byType = new Map<number, ClaimsPanel['openByType'][number]>();
  let near = 0;
  let late = 0;
  for (const claim of open) {
    const row = byType.get(claim.claimTypeId) ?? {
      claimTypeId: claim.claimTypeId,
      under_7_days: 0,
      from_7_to_30_days: 0,
      over_30_days: 0,
      total: 0,
    };
    row[claimAgeBucket(claim.sentOn, today)] += 1;
    row.total += 1;
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
    if (worst === 'near') near += 1;
    if (worst === 'late') late += 1;
  }
  const durations = closed.map((c) => (c.closedAt.getTime() - c.sentAt.getTime()) / DAY_MS);
  const average =
    durations.length === 0
      ? null
      : Math.round((durations.reduce((sum, d) => sum + d, 0) / durations.length) * 10) / 10;
  return {
    openByType: [...byType.values()].sort((a, b) => a.claimTypeId - b.claimTypeId),
    openTotal: open.length,
    deadlinesNear: near,
    deadlinesLate: late,
    averageDaysToClose: average,
    closedCount: closed.length,
  };
}
