import { linkTo } from '@amparo/contract/links';
import { activatesPolicy, firstNameOf, madridDate, PolicyStatus, termEndOf } from '@amparo/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, policies, products } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { type AuditEntry, writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { SIGNATURE_START_QUEUE, signatureStartDedupeKey } from '../signatures/signature-start-job.ts';

export type ActivationContext = {
  /** When the policy became ready: the payment, or the phone check's validation. */
  occurredAt: Date;
  /** When the row is written (the app's clock), its updated_at; without it, `occurredAt`. */
  now?: Date | undefined;
  actor: AuditEntry['actor'];
  ip?: string | undefined;
  /** The site's address, for the link in the mail (omitted: the mail has no link). */
  publicUrl?: string | undefined;
};

/**
 * A draft comes alive (active, paid, unsigned) once its first receipt is paid
 * and its phone check is cleared, whichever of the two happens last: the
 * payment calls this (settleReceipt), and so should the phone check when it
 * validates a policy already paid. Audited and mailed in the caller's
 * transaction, with the job that opens the contract's signing; false when
 * the policy is not ready (or already active).
 */
export async function activatePolicyIfReady(tx: Executor, policyId: number, context: ActivationContext) {
  const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
  if (!policy) return false;
  const [first] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.policy_id, policy.id), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence))
    .limit(1);
  const firstPaid = Boolean(first?.payment_date) && first?.pending_amount_cents === 0;
  if (!first || !activatesPolicy(policy, firstPaid)) return false;
  const startsOn = policy.starts_on ?? madridDate(context.occurredAt)!;
  await tx
    .update(policies)
    .set({
      status: PolicyStatus.ACTIVE_PAID_UNSIGNED,
      starts_on: startsOn,
      // A policy booked before terms were written gets its term with its start.
      ends_on: policy.ends_on ?? termEndOf(startsOn),
      updated_at: context.now ?? context.occurredAt,
    })
    .where(eq(policies.id, policy.id));
  await writeAudit(tx, {
    action: 'policy.activate',
    entityType: 'policy',
    entityId: policy.id,
    actor: context.actor,
    ip: context.ip,
    before: { status: policy.status, starts_on: policy.starts_on },
    after: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED, starts_on: startsOn, payment_id: first.id },
  });
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, policy.product_id));
  await queueMail(tx, {
    to: policy.email,
    template: 'policy-active',
    data: {
      holderName: firstNameOf(policy.complete_name),
      productName: product?.name ?? 'Amparo',
      policyNumber: policy.number,
      amount: first.price_cents,
      startsOn,
      customerAreaUrl: context.publicUrl ? linkTo(context.publicUrl, 'customerArea') : null,
    },
  });
  // The contract to sign (docs/signature.md): built and mailed by a job, committed with the activation.
  await enqueueJob(
    tx,
    SIGNATURE_START_QUEUE,
    { policyId: policy.id },
    { dedupeKey: signatureStartDedupeKey(policy.id) },
  );
  return true;
}
