import { linkTo } from '@amparo/contract/links';
import {
  addDays,
  firstNameOf,
  isUnpaidBookingClosed,
  madridDate,
  madridStartOfDay,
  PolicyStatus,
} from '@amparo/domain';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, policies, products } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';
import { endPolicyWithoutRefund } from '../policies/apply-cancellation.ts';

/**
 * The daily close of bookings left unpaid (LCS art. 15, first paragraph; domain isUnpaidBookingClosed):
 * a draft whose first receipt is still unpaid `days` after the booking is closed as status 4 with reason
 * `unpaid_booking`, its receipts cancelled, its IMEI freed and its phone check closed (applyCancellation),
 * and the customer is told by mail. A first receipt at the bank in a direct-debit file waits for the bank.
 * Each draft in its own transaction on its locked row: safe to run twice.
 */
export async function closeUnpaidBookings(
  db: Database,
  input: { date: string },
  context: { now: Date; days: number; publicUrl: string | null },
): Promise<{ closed: number }> {
  // Drafts booked before the cut-off day (Madrid): the rule decides on each one's first receipt.
  const cutoff = madridStartOfDay(addDays(input.date, 1 - context.days));
  const drafts = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.status, PolicyStatus.DRAFT), lt(policies.created_at, cutoff)))
    .orderBy(policies.id);
  let closed = 0;
  for (const { id } of drafts) if (await closeOne(db, id, input.date, context)) closed += 1;
  return { closed };
}

async function closeOne(
  db: Database,
  policyId: number,
  today: string,
  context: { now: Date; days: number; publicUrl: string | null },
) {
  return db.transaction(async (tx) => {
    const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
    if (policy?.status !== PolicyStatus.DRAFT) return false;
    const rows = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.policy_id, policyId), isNull(payments.deleted_at)))
      .orderBy(asc(payments.sequence));
    const first = rows[0];
    const bookedOn = madridDate(policy.created_at)!;
    const due = isUnpaidBookingClosed({
      bookedOn,
      today,
      days: context.days,
      firstReceipt: first
        ? { paid: first.pending_amount_cents === 0, atBank: first.sepa_file_id !== null }
        : null,
    });
    if (!due) return false;
    // It never covered a day: its end is the day before the booking.
    await endPolicyWithoutRefund(tx, {
      policyId,
      rows,
      effectiveDate: addDays(bookedOn, -1),
      reason: 'unpaid_booking',
      now: context.now,
    });
    await writeAudit(tx, {
      action: 'policy.booking_closed',
      entityType: 'policy',
      entityId: policyId,
      actor: null,
      before: { status: policy.status },
      after: { status: PolicyStatus.CANCELLED, reason: 'unpaid_booking', days: context.days },
    });
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, policy.product_id));
    await queueMail(tx, {
      to: policy.email,
      template: 'booking-closed',
      data: {
        holderName: firstNameOf(policy.complete_name),
        productName: product?.name ?? '',
        policyNumber: policy.number,
        bookedOn: spanishDate(bookedOn),
        days: context.days,
        bookUrl: context.publicUrl ? linkTo(context.publicUrl, 'purchase') : null,
      },
    });
    return true;
  });
}
