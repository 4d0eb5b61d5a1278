import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, EvaluationStatus, madridDate, PolicyStatus, Role } from '@amparo/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { mailsTo } from '../../../test/claim-factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { seedDebitPolicy } from '../../../test/sepa-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { xmllint } from '../../../test/xmllint.ts';
import { manualClock } from '../../clock.ts';
import { payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';

// A direct debit counts as paid on its collection date, not when its file is generated
// (docs/payments.md, "Direct debits"). The clock starts a day after the real one, so jobs queued
// at the database's time are due for the worker.
const start = new Date(Date.now() + 24 * 3600 * 1000);
const clock = manualClock(start);
const today = madridDate(start)!;
const collectionDate = addDays(today, 3);
const t = useTestApp({ clock, env: { FILES_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-sepa-date-')) } });
const api = apiClientOf(t);
const runJobs = () => runQueuedJobs(t.db, t.app, () => clock.now());
const collectOn = async (date: string) => {
  await enqueueJob(t.db, 'sepa.collect', { date }, { dedupeKey: `test-${date}-${Math.random()}` });
  await runJobs();
};

let staff: string;
beforeAll(async () => {
  staff = (await seedSession(t.db, Role.AGENT, { now: start })).token;
});

describe('a SEPA file for a later date', () => {
  it('pays nothing, mails nothing and activates nothing before its collection date; on it, all of that', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER, {
      email: 'domiciliado@amparo.test',
      now: start,
    });
    // A new policy whose first receipt goes by direct debit: it comes alive when the bank collects.
    const fresh = await seedDebitPolicy(t.db, {
      receipts: [{ price: 1195, activation: today }],
      policy: {
        evaluation_status: EvaluationStatus.VALIDATED,
        policyholder_id: holder.user.id,
        email: 'domiciliado@amparo.test',
      },
    });
    // An active policy with two receipts due on a mandate the bank has never seen: both FRST.
    const twoDue = await seedDebitPolicy(t.db, {
      policy: { status: PolicyStatus.ACTIVE_PAID_SIGNED, email: 'dos-recibos@amparo.test' },
      receipts: [
        { price: 1195, activation: addDays(today, -30) },
        { price: 1195, activation: today },
      ],
    });
    const ids = [fresh.receipts[0]!.id, ...twoDue.receipts.map((r) => r.id)];

    const created = await api.ok('createSepaFile', {
      token: staff,
      body: { collection_date: collectionDate },
    });
    await runJobs();
    const file = await api.ok('getSepaFile', { token: staff, params: { id: created.id } });
    expect(file).toMatchObject({ status: 'generated', transactions_count: 3 });
    // One mandate, one sequence type on one date: never FRST and RCUR for the same mandate.
    const sequenceOf = new Map(file.receipts.map((r) => [r.payment_id, r.sequence_type]));
    expect(twoDue.receipts.map((r) => sequenceOf.get(r.id))).toEqual(['FRST', 'FRST']);
    const xml = (await api.call('downloadSepaFile', { token: staff, params: { id: created.id } })).text;
    expect(xmllint(xml).valid).toBe(true);
    expect(xml.match(/<SeqTp>/g)).toHaveLength(1);
    expect(xml).toContain(`<ReqdColltnDt>${collectionDate}</ReqdColltnDt>`);

    // Until the date: unpaid, no mail, the draft still a draft; the receipt reads as in the bank.
    const before = await t.db.select().from(payments).where(inArray(payments.id, ids));
    expect(before.every((r) => r.payment_date === null && r.pending_amount_cents > 0)).toBe(true);
    expect(before.every((r) => r.sepa_file_id === created.id && r.collection_attempts === 1)).toBe(true);
    const charges = await t.db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.payment_id, ids));
    expect(charges.map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);
    const [draft] = await t.db.select().from(policies).where(eq(policies.id, fresh.policy.id));
    expect(draft?.status).toBe(PolicyStatus.DRAFT);
    expect(await mailsTo(t.db, 'domiciliado@amparo.test')).toEqual([]);
    expect(await mailsTo(t.db, 'dos-recibos@amparo.test')).toEqual([]);
    const home = await api.ok('getCustomerHome', { token: holder.token });
    expect(home.policies[0]!.payments[0]).toMatchObject({
      display_status: 'IMPAGADO',
      collection: { state: 'in_bank', date: collectionDate, returned: false },
    });

    // Nobody pays it twice meanwhile: not by card, not by hand, not in a second file.
    const params = { id: fresh.policy.id, paymentId: fresh.receipts[0]!.id };
    const card = await api.call('getCardPaymentForm', { token: holder.token, params });
    expect(card.status).toBe(409);
    expect(card.error?.message).toBe(
      `Este recibo ya está en el banco: se cargará en la cuenta domiciliada el ${collectionDate.split('-').reverse().join('/')}. No hace falta pagarlo ahora`,
    );
    const byHand = await api.call('markReceiptAsPaid', {
      token: staff,
      params,
      body: { payment_date: today, reference: 'TRANSFER-1' },
    });
    expect(byHand.error?.code).toBe('RECEIPT_IN_BANK');
    expect(
      (await api.call('createSepaFile', { token: staff, body: { collection_date: collectionDate } })).status,
    ).toBe(422);

    // The day before: still nothing. The hourly sweep of card attempts leaves debits alone.
    clock.set(new Date(Date.parse(`${addDays(collectionDate, -1)}T12:00:00Z`)));
    await collectOn(addDays(collectionDate, -1));
    await enqueueJob(t.db, 'payments.sweep-pending', {}, { dedupeKey: `sweep-${Math.random()}` });
    clock.set(new Date(Date.parse(`${addDays(collectionDate, -1)}T23:00:00Z`) + 3 * 3600 * 1000));
    await runJobs();
    const stillPending = await t.db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.payment_id, ids));
    expect(stillPending.map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);

    // On the date: paid that Madrid day, the draft comes alive, the mails go.
    clock.set(new Date(`${collectionDate}T05:00:00Z`));
    await collectOn(collectionDate);
    const after = await t.db.select().from(payments).where(inArray(payments.id, ids));
    expect(after.map((r) => r.pending_amount_cents)).toEqual([0, 0, 0]);
    expect(after.map((r) => madridDate(r.payment_date!))).toEqual([
      collectionDate,
      collectionDate,
      collectionDate,
    ]);
    const collected = await t.db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.payment_id, ids));
    expect(collected.map((c) => c.status)).toEqual(['ok', 'ok', 'ok']);
    const [alive] = await t.db.select().from(policies).where(eq(policies.id, fresh.policy.id));
    expect(alive?.status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    // The second receipt's mail (a policy's first receipt never gets one: its payment activated it).
    const paidMails = await mailsTo(t.db, 'dos-recibos@amparo.test');
    expect(paidMails.map((m) => m.template)).toEqual(['receipt-paid']);
    expect(paidMails[0]!.text_body).toContain(collectionDate.split('-').reverse().join('/'));
    expect((await mailsTo(t.db, 'domiciliado@amparo.test')).map((m) => m.template)).toContain(
      'policy-active',
    );

    // A second run of the day collects nothing twice.
    await collectOn(collectionDate);
    expect((await mailsTo(t.db, 'dos-recibos@amparo.test')).length).toBe(1);
  });
});
