import type { PolicyRenewal } from '@amparo/contract';
import { holderDeclineRefusal, holderObjectionDeadline, nextTermOf, PolicyStatus } from '@amparo/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policyRenewals } from '../../db/schema/index.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { CONTRACT_LINK_TTL_SECONDS } from '../signatures/signed-contract-link.ts';

export type RenewalRow = typeof policyRenewals.$inferSelect;
type PolicyTerm = { status: number; ends_on: string | null };

/** A policy's latest renewal row (its next period's, or the one it last renewed by), if any. */
export async function latestRenewalOf(db: Executor, policyId: number): Promise<RenewalRow | undefined> {
  const [row] = await db
    .select()
    .from(policyRenewals)
    .where(eq(policyRenewals.policy_id, policyId))
    .orderBy(desc(policyRenewals.term_starts_on))
    .limit(1);
  return row;
}

/** Each policy's latest renewal row, for a list of policies (the customer area), in one query. */
export async function latestRenewalsOf(db: Executor, policyIds: number[]): Promise<Map<number, RenewalRow>> {
  const latest = new Map<number, RenewalRow>();
  if (policyIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(policyRenewals)
    .where(inArray(policyRenewals.policy_id, policyIds))
    .orderBy(desc(policyRenewals.term_starts_on));
  for (const row of rows) if (!latest.has(row.policy_id)) latest.set(row.policy_id, row);
  return latest;
}

/**
 * The renewal as the policy page and the customer area show it: the next period's row, or `not_due`
 * before its notice; a renewed row while the period it opened runs (its opposition deadline is the
 * next one's). Null for a policy that never started, or one cancelled for another reason.
 */
export function renewalView(
  policy: PolicyTerm,
  row: RenewalRow | undefined,
  today: string,
): PolicyRenewal | null {
  if (!policy.ends_on || policy.status === PolicyStatus.DRAFT) return null;
  const cancelled = policy.status === PolicyStatus.CANCELLED;
  const ended = row?.status === 'declined' || row?.status === 'not_renewable';
  if (cancelled && !ended) return null;
  // A renewed row is the running period's (the renew job moved ends_on to its end); any other row is
  // the next period's.
  const status = (row?.status as PolicyRenewal['status'] | undefined) ?? 'not_due';
  const term = row ? { startsOn: row.term_starts_on, endsOn: row.term_ends_on } : nextTermOf(policy.ends_on);
  // The deadline to oppose is always the running period's: a month before policy.ends_on.
  const termEnd = policy.ends_on;
  return {
    status,
    starts_on: term.startsOn,
    ends_on: term.endsOn,
    premium_cents: row?.announced_on ? row.premium_cents : null,
    annual_premium_cents: row?.announced_on ? row.annual_premium_cents : null,
    announced_on: row?.announced_on ?? null,
    decline_deadline: holderObjectionDeadline(termEnd),
    can_decline:
      holderDeclineRefusal({
        cancelled,
        termEnd,
        today,
        status: status === 'renewed' ? 'not_due' : status,
      }) === null,
    declined_at: row?.declined_at && status === 'declined' ? row.declined_at.toISOString() : null,
    declined_by: status === 'declined' ? ((row?.declined_by as 'holder' | 'insurer' | null) ?? null) : null,
    decline_channel:
      status === 'declined' ? ((row?.decline_channel as PolicyRenewal['decline_channel']) ?? null) : null,
    reason: status === 'declined' || status === 'not_renewable' ? (row?.reason ?? null) : null,
  };
}

/** The renewal with its notice's PDF as a short-lived link, for the back office (null when none was kept). */
export async function withNoticeLink(
  view: PolicyRenewal | null,
  row: RenewalRow | undefined,
  files: Pick<FileStore, 'signedUrl'>,
  now: Date,
): Promise<PolicyRenewal | null> {
  if (!view) return null;
  const notice = row?.notice_key
    ? await files.signedUrl(row.notice_key, {
        ttlSeconds: CONTRACT_LINK_TTL_SECONDS,
        disposition: 'attachment',
        now,
      })
    : null;
  return { ...view, notice_url: notice };
}
