import { linkTo } from '@amparo/contract/links';
import {
  addMonths,
  firstNameOf,
  holderObjectionDeadline,
  isRenewalNoticeDue,
  nextTermOf,
  Periodicity,
  PolicyStatus,
} from '@amparo/domain';
import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, policyRenewals } from '../../db/schema/index.ts';
import { type FileStore, newFileKey } from '../../services/files/file-store.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import type { MailAttachment } from '../../services/mail.ts';
import { queueMail } from '../../services/mail.ts';
import { renderRenewalNotice } from '../../services/pdf/policy-papers.ts';
import { loadContractData } from '../documents/build-policy-contract.ts';
import { loadPolicyRecords } from '../policies/load-policy-records.ts';
import { quoteNextTerm, scheduledChangesFor } from './next-term-quote.ts';
import type { priceRenewal } from './price-renewal.ts';

const BATCH = 200;

/**
 * The daily renewal notices (LCS art. 22): every live policy whose term ends within the lead (two
 * months at least, RENEWAL_NOTICE_MONTHS) and has no renewal for its next period yet gets one,
 * priced now, and its notice by mail; a device past its line's age limit gets a notice that it
 * cannot renew. Safe to run twice: one renewal per policy and period (unique key), and the mail goes
 * only with the row that was written.
 */
export async function announceRenewals(
  db: Database,
  input: { date: string },
  context: { leadMonths: number; publicUrl: string | null; now: Date; files?: FileStore },
): Promise<{ announced: number; notRenewable: number }> {
  const result = { announced: 0, notRenewable: 0 };
  const due = await db
    .select({ id: policies.id, ends_on: policies.ends_on })
    .from(policies)
    .where(
      and(
        inArray(policies.status, [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED]),
        isNotNull(policies.ends_on),
        // A superset by date (the lead counted from the end, not the next start); the rule decides.
        lte(policies.ends_on, addMonths(input.date, context.leadMonths)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(policyRenewals)
            .where(
              and(
                eq(policyRenewals.policy_id, policies.id),
                eq(policyRenewals.term_starts_on, sql`${policies.ends_on} + 1`),
              ),
            ),
        ),
      ),
    )
    .orderBy(policies.id);
  const ids = due
    .filter((p) => p.ends_on && isRenewalNoticeDue(p.ends_on, input.date, context.leadMonths))
    .map((p) => p.id);
  for (let from = 0; from < ids.length; from += BATCH) {
    const records = await loadPolicyRecords(db, ids.slice(from, from + BATCH));
    for (const policy of records) {
      const outcome = await announceOne(db, policy, input.date, context);
      if (outcome) result[outcome] += 1;
    }
  }
  return result;
}

async function announceOne(
  db: Database,
  policy: Awaited<ReturnType<typeof loadPolicyRecords>>[number],
  today: string,
  context: { publicUrl: string | null; now: Date; files?: FileStore },
): Promise<'announced' | 'notRenewable' | null> {
  const { publicUrl } = context;
  const termEnd = policy.ends_on!;
  // A tier or periodicity agreed for the next period (a scheduled suplemento) is priced in.
  const changes = await scheduledChangesFor(db, policy.id, nextTermOf(termEnd).startsOn);
  const quote = await quoteNextTerm(db, policy, changes, termEnd, today);
  // The notice as a PDF, rendered before the transaction (a PDF takes tens of milliseconds); a
  // process without a file store (a mail-only test) sends the mail alone.
  const attachment =
    quote.renewable && context.files
      ? await renewalNoticeFile(db, context.files, policy, quote, context.now)
      : null;
  const outcome = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(policyRenewals)
        .values({
          policy_id: policy.id,
          term_starts_on: quote.startsOn,
          term_ends_on: quote.endsOn,
          status: quote.renewable ? 'announced' : 'not_renewable',
          premium_cents: quote.renewable ? quote.premium : policy.premium_cents,
          annual_premium_cents: quote.renewable ? quote.annualPremium : policy.annual_premium_cents,
          insured_value_cents: quote.insuredValue,
          announced_on: today,
          late: quote.renewable && quote.late,
          decline_deadline: holderObjectionDeadline(termEnd),
          reason: quote.renewable ? null : quote.reason,
          notice_key: attachment?.storage_key ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: policyRenewals.id });
      if (!row) return null;
      const holderName = firstNameOf(policy.complete_name);
      if (quote.renewable)
        await queueMail(tx, {
          to: policy.email,
          template: 'renewal-notice',
          data: {
            holderName,
            policyNumber: policy.number,
            productName: policy.product.name,
            startsOn: spanishDate(quote.startsOn),
            endsOn: spanishDate(quote.endsOn),
            currentPremium: policy.premium_cents,
            premium: quote.premium,
            monthly: quote.periodicity === Periodicity.MONTHLY,
            declineBy: spanishDate(holderObjectionDeadline(termEnd)),
            customerAreaUrl: publicUrl ? linkTo(publicUrl, 'customerArea') : null,
          },
          attachments: attachment ? [attachment] : [],
        });
      else
        await queueMail(tx, {
          to: policy.email,
          template: 'renewal-declined',
          data: {
            holderName,
            policyNumber: policy.number,
            by: 'insurer',
            reason: quote.reason,
            coverEndsOn: spanishDate(termEnd),
          },
        });
      return quote.renewable ? 'announced' : 'notRenewable';
    })
    .catch(async (error: unknown) => {
      if (attachment) await context.files?.delete(attachment.storage_key);
      throw error;
    });
  // Another run announced it meanwhile: its PDF went with that run's mail, this one is nobody's.
  if (!outcome && attachment) await context.files?.delete(attachment.storage_key);
  return outcome;
}

/** The renewal notice's PDF, kept in the file store under the policy's documents. */
async function renewalNoticeFile(
  db: Database,
  files: FileStore,
  policy: Awaited<ReturnType<typeof loadPolicyRecords>>[number],
  quote: Extract<ReturnType<typeof priceRenewal>, { renewable: true }>,
  now: Date,
): Promise<MailAttachment> {
  const { data } = await loadContractData(db, policy.id, now);
  const bytes = await renderRenewalNotice(data, {
    startsOn: quote.startsOn,
    endsOn: quote.endsOn,
    currentPremiumCents: policy.premium_cents,
    premiumCents: quote.premium,
    annualPremiumCents: quote.annualPremium,
    periodicity: data.premium.periodicity,
    declineBy: holderObjectionDeadline(policy.ends_on!),
  });
  const filename = `aviso-renovacion-${policy.number}.pdf`;
  const key = newFileKey(`documents/policies/${policy.id}`, 'pdf', now);
  await files.put(key, Buffer.from(bytes), { contentType: 'application/pdf', filename });
  return { filename, storage_key: key };
}
