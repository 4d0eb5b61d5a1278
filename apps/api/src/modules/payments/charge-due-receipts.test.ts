import { PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { madridDay, madridDayFrom } from '../../../test/madrid-days.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobs, mailOutbox, payments, paymentTransactions } from '../../db/schema/index.ts';
import { buildJobHandlers } from '../../jobs/handlers.ts';
import { seedSchedules } from '../../jobs/schedules.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { CHARGE_DUE_QUEUE, chargeDueReceipts } from './charge-due-receipts.ts';

const t = useTestApp();

const REFERENCE = (last4: string) => `SBX${last4}ABCDEF0123456789ABCDEF0123456789A`;
const day = (offset: number) => madridDayFrom(offset);

/** An active policy whose first receipt is paid; the next ones fall due on the days given. */
async function activePolicy(last4: string) {
  const seeded = await seedHolderWithReceipts(t.db, {
    policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED },
    receipts: {
      method: { card_reference: REFERENCE(last4), card_last4: last4 },
      firstActivation: day(-62),
      count: 4,
    },
  });
  await t.db
    .update(payments)
    .set({ pending_amount_cents: 0, payment_date: new Date() })
    .where(eq(payments.id, seeded.receipts[0]!.id));
  return seeded;
}

const okCharges = (paymentId: number) =>
  t.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.payment_id, paymentId), eq(paymentTransactions.status, 'ok')));

describe('the payments.charge-due job', () => {
  it('charges each receipt due to the stored card once, however often it runs, and queues the next day', async () => {
    const good = await activePolicy('0003');
    const refused = await activePolicy('0011');
    const handlers = buildJobHandlers({ ...t.app.config, smtpUrl: undefined }, undefined, () => new Date());
    const today = day(0);
    await seedSchedules(t.db, new Date());
    await t.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.queue, CHARGE_DUE_QUEUE));
    expect(
      await runDueJobs(
        t.db,
        new Map([[CHARGE_DUE_QUEUE, handlers.get(CHARGE_DUE_QUEUE)!]]),
        () => new Date(),
      ),
    ).toBe(1);

    const due = good.receipts.filter((r) => r.activation_date <= today);
    for (const r of due.slice(1)) expect(await okCharges(r.id)).toHaveLength(1);
    for (const r of good.receipts.filter((r) => r.activation_date > today))
      expect((await t.db.select().from(payments).where(eq(payments.id, r.id)))[0]!.payment_date).toBeNull();
    const refusedAttempts = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.payment_id, refused.receipts[1]!.id));
    expect(refusedAttempts).toMatchObject([{ status: 'ko', reason_code: '0190' }]);
    const [next] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, CHARGE_DUE_QUEUE), eq(jobs.dedupe_key, day(1))));
    expect(next).toBeDefined();

    // The same day run again (a retry, a second worker): nothing is charged twice, the refusal not retried.
    const summary = await chargeDueReceipts(t.db, t.app.services.cardGateway, {
      date: today,
      now: new Date(),
    });
    expect(summary.charged).toBe(0);
    for (const r of due.slice(1)) expect(await okCharges(r.id)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.payment_id, refused.receipts[1]!.id)),
    ).toHaveLength(1);
  });

  it('retries a refused card every 3 days, 4 times in all, then mails the customer once', async () => {
    const refused = await activePolicy('0011');
    const receipt = refused.receipts[1]!;
    const start = new Date(`${receipt.activation_date}T10:00:00Z`);
    const run = (offsetDays: number) => {
      const now = new Date(start.getTime() + offsetDays * 86_400_000);
      return chargeDueReceipts(t.db, t.app.services.cardGateway, {
        date: madridDay(now),
        now,
        publicUrl: 'https://amparo.example',
      });
    };
    const attemptsOf = async () =>
      (
        await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, receipt.id))
      ).filter((r) => r.idempotency_key?.startsWith(`charge-due:${receipt.id}:`));
    const unpaidMails = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'receipt-unpaid'))).filter(
        (m) => m.to_address === refused.policy.email,
      );
    await run(0);
    expect(await attemptsOf()).toHaveLength(1);
    await run(2); // too early: no retry
    expect(await attemptsOf()).toHaveLength(1);
    await run(3);
    await run(3); // the same day again: the same attempt is not made twice
    expect(await attemptsOf()).toHaveLength(2);
    await run(6);
    expect(await unpaidMails()).toHaveLength(0);
    await run(9);
    const attempts = await attemptsOf();
    expect(attempts).toHaveLength(4);
    expect(attempts.every((a) => a.status === 'ko' && a.reason_code === '0190')).toBe(true);
    const mails = await unpaidMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Recibo sin pagar: póliza ${refused.policy.number}`);
    await run(12); // every attempt used: no fifth, no second mail
    expect(await attemptsOf()).toHaveLength(4);
    expect(await unpaidMails()).toHaveLength(1);
    expect(
      (await t.db.select().from(payments).where(eq(payments.id, receipt.id)))[0]!.payment_date,
    ).toBeNull();
  });
});
