import type { ClaimsDashboard } from '@amparo/contract';
import { ClaimStatus, claimsPanel, claimTypeName, madridDate } from '@amparo/domain';
import { and, eq, gte, isNotNull, ne } from 'drizzle-orm';
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
 * deadlines are packages/domain claimsPanel's. One row per open claim is
 * read (three columns): fine for the thousands a desk has open.
 */
export async function getClaimsDashboard(db: Executor, actor: Actor, now: Date): Promise<ClaimsDashboard> {
  const visible = visiblePolicies(claimsActor(actor, 'read'));
  const since = new Date(now.getTime() - CLOSED_WINDOW_DAYS * 86_400_000);
  const [open, closed] = await Promise.all([
    db
      .select({
        claim_type_id: claims.claim_type_id,
        occurred_on: claims.occurred_on,
        sent_at: claims.sent_at,
      })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .where(and(visible, isNotNull(claims.sent_at), ne(claims.internal_status, ClaimStatus.CLOSED))),
    db
      .select({ sent_at: claims.sent_at, closed_at: claims.closed_at })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .where(
        and(
          visible,
          isNotNull(claims.sent_at),
          eq(claims.internal_status, ClaimStatus.CLOSED),
          gte(claims.closed_at, since),
        ),
      ),
  ]);
  const today = madridDate(now) ?? now.toISOString().slice(0, 10);
  const panel = claimsPanel(
    open.map((c) => ({
      claimTypeId: c.claim_type_id,
      occurredOn: c.occurred_on,
      sentOn: (c.sent_at && madridDate(c.sent_at)) || today,
    })),
    closed.flatMap((c) => (c.sent_at && c.closed_at ? [{ sentAt: c.sent_at, closedAt: c.closed_at }] : [])),
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
