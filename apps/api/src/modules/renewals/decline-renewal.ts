import type { DeclineRenewalRequest, ErrorCode, PolicyRenewal } from '@amparo/contract';
import {
  type DeclineRefusal,
  firstNameOf,
  holderDeclineRefusal,
  holderObjectionDeadline,
  insurerNoticeDeadline,
  insurerRefusalRefusal,
  isStaffRole,
  madridDate,
  nextTermOf,
  PolicyStatus,
  type RenewalStatus,
} from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { policyRenewals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';
import { lockCancellablePolicy } from '../policies/cancel-policy.ts';
import { latestRenewalOf, renewalView } from './renewal-view.ts';

const REFUSALS: Record<Exclude<DeclineRefusal, 'deadline_passed'>, ErrorCode> = {
  policy_ended: 'RENEWAL_POLICY_ENDED',
  already_declined: 'RENEWAL_ALREADY_DECLINED',
  already_renewed: 'RENEWAL_ALREADY_RENEWED',
};

/**
 * POST /policies/{id}/renewal/decline (LCS art. 22, docs/contract.md "Renewal"): the holder opposes
 * the renewal of their policy from the customer area, staff record the holder's notice received by
 * mail or phone, or staff refuse the renewal for the insurer with a reason. The policy keeps its cover
 * to the end of the period, when the daily run ends it (renew-policies.ts). A repeat of the same
 * decline answers the same; anything after the deadline is a 409 with the date.
 */
export async function declineRenewal(
  db: Database,
  actor: Actor,
  policyId: number,
  request: DeclineRenewalRequest,
  context: { now: Date; ip: string },
): Promise<PolicyRenewal> {
  const staff = isStaffRole(actor.role);
  const by = request.by ?? 'holder';
  if (by === 'insurer' && !staff) throw new AppError('RENEWAL_HOLDER_ONLY');
  const channel = by === 'insurer' ? null : staff ? (request.channel ?? 'phone') : 'customer_area';
  const today = madridDate(context.now)!;
  return db.transaction(async (tx) => {
    const policy = await lockCancellablePolicy(tx, actor, policyId);
    if (policy.status === PolicyStatus.DRAFT || !policy.ends_on) throw new AppError('RENEWAL_NOT_STARTED');
    const termEnd = policy.ends_on;
    const latest = await latestRenewalOf(tx, policyId);
    const next = latest && latest.term_starts_on > termEnd ? latest : undefined;
    if (next?.status === 'declined' && next.declined_by === by) return renewalView(policy, next, today)!; // the same decline again: the same answer
    const check = {
      cancelled: policy.status === PolicyStatus.CANCELLED,
      termEnd,
      today,
      status: (next?.status as RenewalStatus | undefined) ?? 'not_due',
    };
    const refusal = by === 'insurer' ? insurerRefusalRefusal(check) : holderDeclineRefusal(check);
    if (refusal === 'deadline_passed')
      throw by === 'insurer'
        ? new AppError('RENEWAL_REFUSAL_TOO_LATE', {
            params: { deadline: spanishDate(insurerNoticeDeadline(termEnd)) },
          })
        : new AppError('RENEWAL_DECLINE_TOO_LATE', {
            params: { deadline: spanishDate(holderObjectionDeadline(termEnd)) },
          });
    if (refusal) throw new AppError(REFUSALS[refusal]);
    const declined = {
      status: 'declined',
      declined_at: context.now,
      declined_by: by,
      declined_by_user_id: staff ? actor.id : null,
      decline_channel: channel,
      reason: request.reason ?? null,
      updated_at: context.now,
    } as const;
    const { startsOn, endsOn } = nextTermOf(termEnd);
    const [row] = await tx
      .insert(policyRenewals)
      .values({
        policy_id: policyId,
        term_starts_on: startsOn,
        term_ends_on: endsOn,
        premium_cents: policy.premium_cents,
        annual_premium_cents: policy.annual_premium_cents,
        insured_value_cents: policy.device_value_cents ?? 0,
        announced_on: null,
        decline_deadline: holderObjectionDeadline(termEnd),
        ...declined,
      })
      .onConflictDoUpdate({
        target: [policyRenewals.policy_id, policyRenewals.term_starts_on],
        set: declined,
      })
      .returning();
    await writeAudit(tx, {
      action: by === 'insurer' ? 'policy.renewal_refused' : 'policy.renewal_declined',
      entityType: 'policy',
      entityId: policyId,
      actor,
      ip: context.ip,
      before: next ?? null,
      after: row,
    });
    await queueMail(tx, {
      to: policy.email,
      template: 'renewal-declined',
      data: {
        holderName: firstNameOf(policy.complete_name),
        policyNumber: policy.number,
        by,
        reason: by === 'insurer' ? (request.reason ?? null) : null,
        coverEndsOn: spanishDate(termEnd),
      },
    });
    return renewalView(policy, row, today)!;
  });
}
