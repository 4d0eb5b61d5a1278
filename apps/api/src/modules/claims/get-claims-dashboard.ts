import type { ClaimsDashboard } from '@amparo/contract';
import { ClaimStatus, claimsPanelFromSummary, claimTypeName, madridDate } from '@amparo/domain';
import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claims, policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { claimsActor } from './claim-access.ts';

/** The closing times averaged: those of the last 90 days. */
export const CLOSED_WINDOW_DAYS = 90;

/**
 * `GET /claims-dashboard` (claims.read): the panel over the claims of the
 * policies the caller may see (a store seller's, their store's). Open claims
 * are the sent ones not closed (status 1 or 4); the counts, age buckets and
 * deadlines are packages/domain claimsPanelFromSummary's. The database sums up:
 * open claims grouped by type, loss day and Madrid day of sending (a few
 * thousand groups at most, whatever the number of claims), and the closed
 * ones' count and mean time to close.
 */
export async function getClaimsDashboard(db: Executor, actor: Actor, now: Date): Promise<ClaimsDashboard> {
  const visible = visiblePolicies(claimsActor(actor, 'read'));
  const since = new Date(now.getTime() - CLOSED_WINDOW_DAYS * 86_400_000);
  const sentOn = sql<string>`to_char(${claims.sent_at} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`;
  const [open, [closed]] = await Promise.all([
    db
      .select({
        claim_type_id: claims.claim_type_id,
        occurred_on: claims.occurred_on,
        sent_on: sentOn,
        n: sql<number>`count(*)::int`,
      })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .where(and(visible, isNotNull(claims.sent_at), ne(claims.internal_status, ClaimStatus.CLOSED)))
      .groupBy(claims.claim_type_id, claims.occurred_on, sentOn),
    db
      .select({
        n: sql<number>`count(*)::int`,
        mean_days: sql<
          string | null
        >`(avg(extract(epoch from (${claims.closed_at} - ${claims.sent_at}))) / 86400)::float8`,
      })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .where(
        and(
          visible,
          isNotNull(claims.sent_at),
          isNotNull(claims.closed_at),
          eq(claims.internal_status, ClaimStatus.CLOSED),
          gte(claims.closed_at, since),
        ),
      ),
  ]);
  const today = madridDate(now) ?? now.toISOString().slice(0, 10);
  const panel = claimsPanelFromSummary(
    open.map((c) => ({
      claimTypeId: c.claim_type_id,
      occurredOn: c.occurred_on,
      sentOn: c.sent_on,
      count: Number(c.n),
    })),
    {
      count: Number(closed?.n ?? 0),
      meanDays:
        closed?.mean_days === null || closed?.mean_days === undefined ? null : Number(closed.mean_days),
    },
    today,
  );
  return {
    open_by_type: panel.openByType.map(({ claimTypeId, ...counts }) => ({
      claim_type_id: claimTypeId,
      claim_type_name: claimTypeName(claimTypeId),
      ...counts,
    })),
    open_total: panel.openTotal,
    deadlines_near: panel.deadlinesNear,
    deadlines_late: panel.deadlinesLate,
    average_days_to_close: panel.averageDaysToClose,
    closed_last_90_days: panel.closedCount,
  };
}
