import { linkTo } from '@amparo/contract/links';
import { firstNameOf, madridDate } from '@amparo/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { payments, policies } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { queueMail } from '../../services/mail.ts';
import { policySettingsView } from '../policies/policy-settings-view.ts';

export const RECEIPT_PAID_QUEUE = 'mail.receipt-paid';

type Payload = { paymentId: number; transactionId: number };

/**
 * Asks for the 'receipt-paid' mail in the caller's transaction. A job renders
 * it later, outside that transaction: a direct-debit batch settles hundreds of
 * receipts at once and should not hold the database while mails render. The
 * transaction id in the dedupe key lets a receipt returned and paid again mail again.
 */
export async function requestReceiptPaidMail(tx: Executor, payload: Payload): Promise<void> {
  await enqueueJob(tx, RECEIPT_PAID_QUEUE, payload, {
    dedupeKey: `receipt-paid-${payload.paymentId}-${payload.transactionId}`,
  });
}

/**
 * The job: mails the policyholder that a receipt was paid. The first receipt
 * never gets it (its payment activates the policy, which sends 'policy-active'),
 * nor does a refund, nor a receipt no longer paid when the job runs.
 */
export async function sendReceiptPaidMail(
  db: Database,
  payload: Payload,
  context: { publicUrl?: string | undefined },
): Promise<void> {
  const [receipt] = await db
    .select()
    .from(payments)
    .where(eq(payments.id, Number(payload.paymentId)));
  if (!receipt?.payment_date || receipt.pending_amount_cents !== 0 || receipt.price_cents <= 0) return;
  const [first] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.policy_id, receipt.policy_id), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence))
    .limit(1);
  if (!first || first.id === receipt.id) return;
  const [policy] = await db.select().from(policies).where(eq(policies.id, receipt.policy_id));
  // A courtesy mail: staff may turn it off for this policy (settings.mail_notifications, docs/policy-admin.md).
  if (!policy || !policySettingsView(policy.settings).mail_notifications) return;
  await queueMail(db, {
    to: policy.email,
    template: 'receipt-paid',
    data: {
      holderName: firstNameOf(policy.complete_name),
      policyNumber: policy.number,
      sequence: receipt.sequence,
      amount: receipt.price_cents,
      paidOn: madridDate(receipt.payment_date)!.split('-').reverse().join('/'),
      customerAreaUrl: context.publicUrl ? linkTo(context.publicUrl, 'customerArea') : null,
    },
  });
}
