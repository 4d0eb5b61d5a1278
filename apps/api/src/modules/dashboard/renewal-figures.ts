import { addDays, PolicyStatus, renewalRate } from '@amparo/domain';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, policyRenewals } from '../../db/schema/index.ts';

/** How far ahead the dashboard counts the renewals coming (docs/dashboard.md). */
export const RENEWALS_AHEAD_DAYS = 60;

const LIVE = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];

/**
 * The renewals the actor's policies have coming and how the last year's went: the live policies whose
 * term ends within 60 days (and of them, those announced and those that will not renew), and the rate
 * of the periods that began in the last 365 days (domain renewalRate). Two aggregates, no rows.
 */
export async function renewalFigures(db: Executor, visible: SQL | undefined, today: string) {
  const ahead = addDays(today, RENEWALS_AHEAD_DAYS);
  const [coming] = await db
    .select({
      total: sql<number>`count(*)::int`,
      announced: sql<number>`count(*) filter (where ${policyRenewals.status} = 'announced')::int`,
      ending: sql<number>`count(*) filter (where ${policyRenewals.status} in ('declined', 'not_renewable'))::int`,
    })
    .from(policies)
    .leftJoin(
      policyRenewals,
      and(
        eq(policyRenewals.policy_id, policies.id),
        eq(policyRenewals.term_starts_on, sql`${policies.ends_on} + 1`),
      ),
    )
    .where(
      and(
        visible,
        inArray(policies.status, LIVE),
        gte(policies.ends_on, today),
        lte(policies.ends_on, ahead),
      ),
    );
  const [past] = await db
    .select({
      renewed: sql<number>`count(*) filter (where ${policyRenewals.status} = 'renewed')::int`,
      declined: sql<number>`count(*) filter (where ${policyRenewals.status} = 'declined')::int`,
      notRenewable: sql<number>`count(*) filter (where ${policyRenewals.status} = 'not_renewable')::int`,
    })
    .from(policyRenewals)
    .innerJoin(policies, eq(policies.id, policyRenewals.policy_id))
    .where(
      and(
        visible,
        gte(policyRenewals.term_starts_on, addDays(today, -365)),
        lte(policyRenewals.term_starts_on, today),
      ),
    );
  const counts = {
    renewed: Number(past?.renewed ?? 0),
    declined: Number(past?.declined ?? 0),
    notRenewable: Number(past?.notRenewable ?? 0),
  };
  return {
    coming: {
      days: RENEWALS_AHEAD_DAYS,
      total: Number(coming?.total ?? 0),
      announced: Number(coming?.announced ?? 0),
      ending: Number(coming?.ending ?? 0),
    },
    last_year: {
      renewed: counts.renewed,
      not_renewed: counts.declined + counts.notRenewable,
      rate_percent: renewalRate(counts),
    },
  };
}
