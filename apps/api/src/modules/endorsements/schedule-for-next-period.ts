import { addDays, endorsementEffectiveOn, madridDate } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type policies, policyEndorsements, policyRenewals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { loadPolicyRecords } from '../policies/load-policy-records.ts';
import { quoteNextTerm, type ScheduledChanges, scheduledChangesFor } from '../renewals/next-term-quote.ts';
import type { RenewalRow } from '../renewals/renewal-view.ts';

type PolicyRow = typeof policies.$inferSelect & { ends_on: string };

/**
 * A tier or periodicity agreed for the next period: refused when the policy will not renew or the
 * same kind of change already waits; priced as the renewal will price it (quoteNextTerm, with the
 * other changes already agreed), and an announced renewal is re-priced at once so that its premium
 * is the one the holder agreed to (not on a dry run). Returns the year's premium without and with the change.
 */
export async function scheduleForNextPeriod(
  tx: Executor,
  policy: PolicyRow,
  change: { kind: 'tier'; product_id: number } | { kind: 'periodicity'; periodicity: 1 | 12 },
  context: { now: Date; dryRun: boolean },
): Promise<{ effectiveOn: string; before: number; after: number }> {
  const effectiveOn = endorsementEffectiveOn({
    today: madridDate(context.now)!,
    termEnd: policy.ends_on,
    when: 'next_period',
  });
  const [renewal] = await tx
    .select()
    .from(policyRenewals)
    .where(and(eq(policyRenewals.policy_id, policy.id), eq(policyRenewals.term_starts_on, effectiveOn)));
  if (renewal && renewal.status !== 'announced') throw new AppError('ENDORSEMENT_NO_NEXT_PERIOD');
  const [waiting] = await tx
    .select({ id: policyEndorsements.id })
    .from(policyEndorsements)
    .where(
      and(
        eq(policyEndorsements.policy_id, policy.id),
        eq(policyEndorsements.kind, change.kind),
        eq(policyEndorsements.status, 'scheduled'),
      ),
    );
  if (waiting) throw new AppError('ENDORSEMENT_ALREADY_SCHEDULED');
  const { ids: _ids, ...agreed } = await scheduledChangesFor(tx, policy.id, effectiveOn);
  const next =
    change.kind === 'tier'
      ? { ...agreed, product_id: change.product_id }
      : { ...agreed, periodicity: change.periodicity };
  const without = await quoteWith(tx, policy, agreed, renewal, context.now);
  const withChange = await quoteWith(tx, policy, next, renewal, context.now);
  if (renewal && !context.dryRun) await writeQuote(tx, renewal.id, withChange, context.now);
  return {
    effectiveOn,
    before: without.renewable ? without.annualPremium : 0,
    after: withChange.renewable ? withChange.annualPremium : 0,
  };
}

/**
 * After a change made now (another device, a tier or periodicity from a day), an announced renewal is
 * priced again on the policy as it now is: the change was asked for, so the notice's premium follows
 * it. Nothing when no renewal is announced for the next period.
 */
export async function repriceAnnouncedRenewal(tx: Executor, policy: PolicyRow, now: Date): Promise<void> {
  const startsOn = addDays(policy.ends_on, 1);
  const [renewal] = await tx
    .select()
    .from(policyRenewals)
    .where(and(eq(policyRenewals.policy_id, policy.id), eq(policyRenewals.term_starts_on, startsOn)));
  if (renewal?.status !== 'announced') return;
  const { ids: _ids, ...agreed } = await scheduledChangesFor(tx, policy.id, startsOn);
  await writeQuote(tx, renewal.id, await quoteWith(tx, policy, agreed, renewal, now), now);
}

/** The next period priced as the renewal prices it, on the policy as it is now (quoteNextTerm). */
async function quoteWith(
  tx: Executor,
  policy: PolicyRow,
  changes: Omit<ScheduledChanges, 'ids'>,
  renewal: RenewalRow | undefined,
  now: Date,
) {
  const [record] = await loadPolicyRecords(tx, [policy.id]);
  if (!record) throw new AppError('POLICY_NOT_FOUND');
  return quoteNextTerm(tx, record, changes, policy.ends_on, renewal?.announced_on ?? madridDate(now)!);
}

/** An announced renewal takes the new quote (nothing when the next period cannot renew). */
async function writeQuote(
  tx: Executor,
  renewalId: number,
  quote: Awaited<ReturnType<typeof quoteWith>>,
  now: Date,
) {
  if (!quote.renewable) return;
  await tx
    .update(policyRenewals)
    .set({
      premium_cents: quote.premium,
      annual_premium_cents: quote.annualPremium,
      insured_value_cents: quote.insuredValue,
      updated_at: now,
    })
    .where(eq(policyRenewals.id, renewalId));
}
