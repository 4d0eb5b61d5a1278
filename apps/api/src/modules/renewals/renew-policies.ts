import { linkTo } from '@amparo/contract/links';
import { addMonths, firstNameOf, Periodicity, PolicyStatus } from '@amparo/domain';
import { and, desc, eq, inArray, lt, lte, max } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { payments, policies, policyEndorsements, policyRenewals } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import { type FileStore, newFileKey } from '../../services/files/file-store.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { type MailAttachment, queueMail } from '../../services/mail.ts';
import { renderCertificate } from '../../services/pdf/policy-papers.ts';
import { loadContractData } from '../documents/build-policy-contract.ts';
import { currentPaymentMethod } from '../payments/current-payment-method.ts';
import { endPolicyWithoutRefund } from '../policies/apply-cancellation.ts';
import { scheduledChangesFor } from './next-term-quote.ts';

const LIVE = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];

/**
 * The daily end of term (LCS art. 22), for the Madrid day `date`: each announced renewal whose period
 * has begun is renewed (its receipts written at the announced premium and charged as before, by the
 * card on file or the SEPA mandate, the policy's term and premium moved on, a mail); each policy
 * whose renewal was declined or is not possible ends on its last day (status 4, nothing owed or
 * refunded). Each policy in its own transaction on the locked row: safe to run twice or on two
 * workers, and a day missed is caught up the next.
 */
export async function renewPolicies(
  db: Database,
  input: { date: string },
  context: { now: Date; publicUrl: string | null; files?: FileStore },
): Promise<{ renewed: number; ended: number }> {
  const due = await db
    .select({ id: policyRenewals.id })
    .from(policyRenewals)
    .innerJoin(policies, eq(policies.id, policyRenewals.policy_id))
    .where(
      and(
        eq(policyRenewals.status, 'announced'),
        lte(policyRenewals.term_starts_on, input.date),
        inArray(policies.status, LIVE),
      ),
    )
    .orderBy(policyRenewals.id);
  let renewed = 0;
  for (const { id } of due) if (await renewOne(db, id, context)) renewed += 1;

  const ending = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(inArray(policies.status, LIVE), lt(policies.ends_on, input.date)))
    .orderBy(policies.id);
  let ended = 0;
  for (const { id } of ending) if (await endOne(db, id, input.date, context.now)) ended += 1;
  return { renewed, ended };
}

async function lockLive(tx: Executor, policyId: number) {
  const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
  return policy && LIVE.includes(policy.status as (typeof LIVE)[number]) ? policy : null;
}

async function renewOne(
  db: Database,
  renewalId: number,
  context: { now: Date; publicUrl: string | null; files?: FileStore },
) {
  const written: string[] = [];
  return renewOneIn(db, renewalId, context, written).catch(async (error: unknown) => {
    for (const key of written) await context.files?.delete(key).catch(() => undefined);
    throw error;
  });
}

/**
 * The certificate of the new period (the insured items, its first and last day), kept with the
 * policy's documents and attached to the renewal mail; none for a process without a file store.
 */
async function renewalCertificate(
  tx: Executor,
  files: FileStore | undefined,
  policy: { id: number; number: string },
  startsOn: string,
  now: Date,
  written: string[],
): Promise<MailAttachment[]> {
  if (!files) return [];
  const { data } = await loadContractData(tx, policy.id, now);
  const filename = `certificado-seguro-${policy.number}-${startsOn}.pdf`;
  const key = newFileKey(`documents/policies/${policy.id}`, 'pdf', now);
  await files.put(key, Buffer.from(await renderCertificate(data, startsOn)), {
    contentType: 'application/pdf',
    filename,
  });
  written.push(key);
  return [{ filename, storage_key: key }];
}

async function renewOneIn(
  db: Database,
  renewalId: number,
  context: { now: Date; publicUrl: string | null; files?: FileStore },
  written: string[],
) {
  return db.transaction(async (tx) => {
    const [renewal] = await tx.select().from(policyRenewals).where(eq(policyRenewals.id, renewalId));
    if (!renewal) return false;
    const policy = await lockLive(tx, renewal.policy_id);
    // Another run got here first, or the policy was cancelled meanwhile.
    const [fresh] = await tx.select().from(policyRenewals).where(eq(policyRenewals.id, renewalId));
    if (!policy || fresh?.status !== 'announced') return false;
    // A tier or periodicity agreed for this period (a scheduled suplemento) starts now; its price is
    // the announced one (announce-renewals.ts priced it in).
    const changes = await scheduledChangesFor(tx, policy.id, renewal.term_starts_on);
    const periodicity = changes.periodicity ?? policy.periodicity;
    const monthly = periodicity === Periodicity.MONTHLY;
    const [last] = await tx
      .select({ sequence: max(payments.sequence) })
      .from(payments)
      .where(eq(payments.policy_id, policy.id));
    const method = await currentPaymentMethod(tx, policy.id);
    const first = (last?.sequence ?? 0) + 1;
    const receipts = Array.from({ length: monthly ? 12 : 1 }, (_, i) => ({
      policy_id: policy.id,
      sequence: first + i,
      price_cents: renewal.premium_cents,
      pending_amount_cents: renewal.premium_cents,
      activation_date: addMonths(renewal.term_starts_on, i),
      payment_method_id: method?.id ?? null,
    }));
    await tx.insert(payments).values(receipts);
    await tx
      .update(policies)
      .set({
        ends_on: renewal.term_ends_on,
        periodicity,
        ...(changes.product_id !== undefined && { product_id: changes.product_id }),
        premium_cents: renewal.premium_cents,
        annual_premium_cents: renewal.annual_premium_cents,
        updated_at: context.now,
      })
      .where(eq(policies.id, policy.id));
    if (changes.ids.length)
      await tx
        .update(policyEndorsements)
        .set({ status: 'applied' })
        .where(inArray(policyEndorsements.id, changes.ids));
    const [row] = await tx
      .update(policyRenewals)
      .set({ status: 'renewed', renewed_at: context.now, updated_at: context.now })
      .where(eq(policyRenewals.id, renewalId))
      .returning();
    await writeAudit(tx, {
      action: 'policy.renewed',
      entityType: 'policy',
      entityId: policy.id,
      actor: null,
      before: { ends_on: policy.ends_on, premium_cents: policy.premium_cents },
      after: { ends_on: row?.term_ends_on, premium_cents: row?.premium_cents, receipts: receipts.length },
    });
    // Made after the term moved, so it certifies the new period.
    const certificate = await renewalCertificate(
      tx,
      context.files,
      policy,
      renewal.term_starts_on,
      context.now,
      written,
    );
    await queueMail(tx, {
      to: policy.email,
      template: 'policy-renewed',
      attachments: certificate,
      data: {
        holderName: firstNameOf(policy.complete_name),
        policyNumber: policy.number,
        startsOn: spanishDate(renewal.term_starts_on),
        endsOn: spanishDate(renewal.term_ends_on),
        premium: renewal.premium_cents,
        monthly,
        customerAreaUrl: context.publicUrl ? linkTo(context.publicUrl, 'customerArea') : null,
        withCertificate: certificate.length > 0,
      },
    });
    return true;
  });
}

/** A policy past its last day: ended when its renewal was declined or impossible; else left (announced late, renewed next). */
async function endOne(db: Database, policyId: number, date: string, now: Date) {
  return db.transaction(async (tx) => {
    const policy = await lockLive(tx, policyId);
    if (!policy?.ends_on || policy.ends_on >= date) return false;
    const [renewal] = await tx
      .select()
      .from(policyRenewals)
      .where(eq(policyRenewals.policy_id, policyId))
      .orderBy(desc(policyRenewals.term_starts_on))
      .limit(1);
    if (!renewal || renewal.term_starts_on <= policy.ends_on) return false;
    if (renewal.status !== 'declined' && renewal.status !== 'not_renewable') return false;
    // The policy's cancel_reason is a code, as the other endings' (withdrawal, customer, staff,
    // non_payment); the audit row says which side stopped it.
    const detail =
      renewal.status === 'not_renewable'
        ? 'Fin del periodo: no renovable'
        : renewal.declined_by === 'insurer'
          ? 'Fin del periodo: no renovada por la aseguradora'
          : 'Fin del periodo: el tomador no renovó';
    await endPolicyWithoutRefund(tx, {
      policyId,
      rows: [],
      effectiveDate: policy.ends_on,
      reason: 'not_renewed',
      now,
    });
    await writeAudit(tx, {
      action: 'policy.term_ended',
      entityType: 'policy',
      entityId: policyId,
      actor: null,
      before: { status: policy.status },
      after: { status: PolicyStatus.CANCELLED, ends_on: policy.ends_on, reason: detail },
    });
    return true;
  });
}
