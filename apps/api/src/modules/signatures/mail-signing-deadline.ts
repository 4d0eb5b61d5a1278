import {
  PolicyStatus,
  SIGNING_REMINDER_BEFORE_MS,
  SIGNING_WINDOW_MS,
  signingReminderDue,
} from '@amparo/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { policies, signatures } from '../../db/schema/index.ts';
import { completeJob, enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { queueSigningMail } from './send-signing-link.ts';
import { latestSigning } from './signing-access.ts';

// The two mails of a signing's deadline (docs/signature.md): one reminder 2 days before it lapses,
// one notice once it has. Each is a job whose dedupe key names the signing, so it is queued once
// however often the hourly run finds the signing; the mail and the job's end commit together.
export const SIGNING_REMINDER_QUEUE = 'mail.signing-reminder';
export const SIGNING_EXPIRED_MAIL_QUEUE = 'mail.signing-expired';

/** Queues the reminder of every open signing in its last 2 days; one per signing (dedupe key). */
export async function requestSigningReminders(db: Database, now: Date): Promise<void> {
  const lapsedBefore = new Date(now.getTime() - SIGNING_WINDOW_MS);
  const dueBefore = new Date(now.getTime() - SIGNING_WINDOW_MS + SIGNING_REMINDER_BEFORE_MS);
  const due = await db
    .select({ id: signatures.id })
    .from(signatures)
    .where(
      and(
        eq(signatures.status, 'pending'),
        lte(signatures.updated_at, dueBefore),
        gt(signatures.updated_at, lapsedBefore),
      ),
    );
  for (const { id } of due) {
    await enqueueJob(
      db,
      SIGNING_REMINDER_QUEUE,
      { signatureId: id },
      { dedupeKey: `signing-reminder-${id}` },
    );
  }
}

/** Queues the expiry notice of a signing just written 'expired', in the caller's transaction. */
export async function requestSigningExpiredMail(tx: Executor, signatureId: number): Promise<void> {
  await enqueueJob(
    tx,
    SIGNING_EXPIRED_MAIL_QUEUE,
    { signatureId },
    { dedupeKey: `signing-expired-${signatureId}` },
  );
}

/**
 * The job of either mail. Under the policy's lock it mails only what is still
 * true: the reminder while the signing is open and in its last 2 days (not
 * once signed, touched again or lapsed), the notice while the expired signing
 * is the policy's newest and the contract is unsigned (not once the customer
 * prepared it again). The link carries a fresh token and does not touch the
 * signing, so a reminder never moves the deadline it announces. `clock` is the worker's.
 */
export function createSigningDeadlineMailHandler(
  kind: 'reminder' | 'expired',
  publicUrl: string,
  clock: () => Date,
): JobHandler {
  return (job, db) =>
    db.transaction(async (tx) => {
      const signatureId = Number((job.payload as { signatureId?: unknown }).signatureId);
      const [found] = await tx.select().from(signatures).where(eq(signatures.id, signatureId));
      const [policy] = found
        ? await tx.select().from(policies).where(eq(policies.id, found.policy_id)).for('update')
        : [];
      const signing = policy ? await latestSigning(tx, policy.id) : null;
      const now = clock();
      const still =
        policy?.status === PolicyStatus.ACTIVE_PAID_UNSIGNED &&
        signing?.id === signatureId &&
        (kind === 'reminder' ? signingReminderDue(signing, now) : signing.status === 'expired');
      if (policy && still) {
        await queueSigningMail(tx, {
          policy,
          template: kind === 'reminder' ? 'signing-reminder' : 'signing-expired',
          publicUrl,
          now,
        });
      }
      // Done in the mail's own commit: a worker that dies before marking it done never mails twice.
      await completeJob(tx, job.id);
    });
}
