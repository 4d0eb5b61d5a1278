import { linkTo } from '@amparo/contract/links';
import {
  addDays,
  addMonths,
  extinctionOn,
  firstNameOf,
  PolicyStatus,
  SUSPENSION_WARNING_DAYS,
  suspensionStartsOn,
  unpaidPremiumNoticeOn,
} from '@amparo/domain';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, policies, premiumNotices } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';
import { endPolicyWithoutRefund } from './apply-cancellation.ts';
import { premiumReceiptsFrom } from './premium-receipts.ts';

const LIVE = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];

/**
 * The daily follow-up of unpaid later receipts (LCS art. 15, domain unpaidPremiumNoticeOn), for the
 * Madrid day `date`: the customer is warned a week before cover is suspended, told when it is, and a
 * contract six months unpaid is extinguished (status 4, reason non_payment, its unpaid receipts
 * cancelled, nothing refunded) with a last mail. Each notice once per receipt (premium_notices), each
 * policy in its own transaction on its locked row: safe to run twice.
 */
export async function followUnpaidPremiums(
  db: Database,
  input: { date: string },
  context: { now: Date; publicUrl: string | null },
): Promise<{ warned: number; suspended: number; extinguished: number }> {
  const counts = { warned: 0, suspended: 0, extinguished: 0 };
  // A superset by date: any live policy with a receipt due long enough ago to be warned about.
  const due = await db
    .selectDistinct({ id: payments.policy_id })
    .from(payments)
    .innerJoin(policies, eq(policies.id, payments.policy_id))
    .where(
      and(
        inArray(policies.status, LIVE),
        gt(payments.pending_amount_cents, 0),
        gt(payments.price_cents, 0),
        isNull(payments.deleted_at),
        lte(payments.activation_date, addMonths(addDays(input.date, SUSPENSION_WARNING_DAYS), -1)),
      ),
    )
    .orderBy(payments.policy_id);
  for (const { id } of due) {
    const sent = await followOne(db, id, input.date, context);
    if (sent === 'suspension_warning') counts.warned += 1;
    else if (sent) counts[sent] += 1;
  }
  return counts;
}

async function followOne(
  db: Database,
  policyId: number,
  today: string,
  context: { now: Date; publicUrl: string | null },
) {
  return db.transaction(async (tx) => {
    const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
    if (!policy || !LIVE.includes(policy.status as (typeof LIVE)[number])) return null;
    const rows = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.policy_id, policyId), isNull(payments.deleted_at)))
      .orderBy(asc(payments.sequence));
    const notice = unpaidPremiumNoticeOn(premiumReceiptsFrom(rows), today);
    if (!notice) return null;
    const [first] = await tx
      .insert(premiumNotices)
      .values({ policy_id: policyId, due_on: notice.dueOn, kind: notice.kind })
      .onConflictDoNothing()
      .returning({ id: premiumNotices.id });
    if (!first) return null; // told already
    const receipt = rows.find((row) => row.activation_date === notice.dueOn && row.pending_amount_cents > 0);
    const since = suspensionStartsOn(notice.dueOn);
    if (notice.kind === 'extinguished') {
      // Cover ended when it was suspended: the last covered day is the day before.
      const unpaid = rows.filter(
        (row) => row.price_cents > 0 && row.pending_amount_cents === row.price_cents,
      );
      await endPolicyWithoutRefund(tx, {
        policyId,
        rows: unpaid,
        effectiveDate: addDays(since, -1),
        reason: 'non_payment',
        now: context.now,
      });
    }
    await writeAudit(tx, {
      action: `policy.premium_${notice.kind}`,
      entityType: 'policy',
      entityId: policyId,
      actor: null,
      before: { status: policy.status },
      after: { ...notice, receipt_id: receipt?.id ?? null },
    });
    await queueMail(tx, {
      to: policy.email,
      template: 'unpaid-premium',
      data: {
        holderName: firstNameOf(policy.complete_name),
        policyNumber: policy.number,
        kind: notice.kind,
        amount: receipt?.pending_amount_cents ?? 0,
        dueOn: spanishDate(notice.dueOn),
        since: spanishDate(since),
        endsOn: spanishDate(notice.kind === 'extinguished' ? notice.on : extinctionOn(notice.dueOn)),
        customerAreaUrl: context.publicUrl ? linkTo(context.publicUrl, 'customerArea') : null,
      },
    });
    return notice.kind;
  });
}
