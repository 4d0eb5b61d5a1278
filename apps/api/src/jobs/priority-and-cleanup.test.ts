import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { jobs } from '../db/schema/index.ts';
import { queueRenderedMail, queueRenderedMails } from '../services/mail.ts';
import { buildJobHandlers } from './handlers.ts';
import { enqueueJob } from './queue.ts';
import { scheduleNextRun, seedSchedules } from './schedules.ts';
import { type JobHandler, runDueJobs } from './worker.ts';

const t = useTestApp();
const DAY = 24 * 3600 * 1000;
const rendered = { subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' };

/** Runs what is due with handlers that only write down the order they were called in. */
async function runOrder(queues: string[], now: Date) {
  const order: string[] = [];
  const record: JobHandler = async (job) => void order.push(`${job.queue}#${job.id}`);
  await runDueJobs(t.db, new Map(queues.map((queue) => [queue, record])), () => now);
  return order;
}

describe('priorities', () => {
  it("claims a customer's access code and its mail before bulk work that was due earlier", async () => {
    const now = new Date('2030-03-01T10:00:00Z');
    const earlier = new Date(now.getTime() - 60_000);
    // An import of 3 invitations, a SEPA file and a users import, all due a minute ago.
    await queueRenderedMails(
      t.db,
      [1, 2, 3].map((i) => ({ to: `i${i}@example.com`, template: 'invitation' as const, rendered })),
    );
    await t.db.update(jobs).set({ run_at: earlier }).where(eq(jobs.queue, 'mail.send'));
    const sepa = await enqueueJob(t.db, 'sepa.generate', { fileId: 1 }, { runAt: earlier });
    // Then the customer asks for a code, and the code's mail is written.
    const code = await enqueueJob(
      t.db,
      'customer.access-code',
      { email: 'ana@example.com', ip: '::1' },
      { runAt: now },
    );
    const mail = await queueRenderedMail(t.db, { to: 'ana@example.com', template: 'access-code', rendered });
    await t.db
      .update(jobs)
      .set({ run_at: now })
      .where(sql`${jobs.payload}->>'mailId' = ${String(mail)}`);
    const [codeMail] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'mailId' = ${String(mail)}`);

    const order = await runOrder(['mail.send', 'sepa.generate', 'customer.access-code'], now);
    expect(order).toHaveLength(6);
    expect(order.slice(0, 2).sort()).toEqual(
      [`customer.access-code#${code}`, `mail.send#${codeMail!.id}`].sort(),
    );
    expect(order.slice(2)).toContain(`sepa.generate#${sepa}`);
  });

  it('takes jobs of one priority in the order they were due', async () => {
    const now = new Date('2030-04-01T10:00:00Z');
    const late = await enqueueJob(
      t.db,
      'signature.start',
      { policyId: 2 },
      { runAt: new Date(now.getTime() - 1000) },
    );
    const early = await enqueueJob(
      t.db,
      'signature.start',
      { policyId: 1 },
      { runAt: new Date(now.getTime() - 2000) },
    );
    expect(await runOrder(['signature.start'], now)).toEqual([
      `signature.start#${early}`,
      `signature.start#${late}`,
    ]);
  });
});

describe('jobs.cleanup', () => {
  const handlers = (keepDays?: number) =>
    buildJobHandlers(
      {
        smtpUrl: undefined,
        mailFrom: 'x@amparo.test',
        publicUrl: 'http://localhost',
        jobsKeepDoneDays: keepDays,
      },
      undefined,
      () => now,
    );
  const now = new Date('2031-06-30T03:30:00Z');

  it('deletes the done jobs older than the setting and keeps the failed ones, whatever their age', async () => {
    const aged = async (status: 'done' | 'failed' | 'queued', days: number) => {
      const id = await enqueueJob(t.db, 'partners.deliver', { delivery_id: days });
      await t.db
        .update(jobs)
        .set({
          status,
          updated_at: new Date(now.getTime() - days * DAY),
          last_error: status === 'failed' ? 'caído' : null,
        })
        .where(eq(jobs.id, id!));
      return id!;
    };
    const oldDone = await aged('done', 31);
    const recentDone = await aged('done', 29);
    const oldFailed = await aged('failed', 90);
    const oldQueued = await aged('queued', 60);
    await enqueueJob(t.db, 'jobs.cleanup', {}, { runAt: now });
    const cleanup = handlers().get('jobs.cleanup')!;
    expect(await runDueJobs(t.db, new Map([['jobs.cleanup', cleanup]]), () => now)).toBe(1);
    const left = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.id, [oldDone, recentDone, oldFailed, oldQueued]));
    expect(left.map((row) => row.id).sort()).toEqual([recentDone, oldFailed, oldQueued].sort());

    // A shorter setting takes the 29-day one too.
    await enqueueJob(t.db, 'jobs.cleanup', {}, { runAt: now, dedupeKey: 'again' });
    await runDueJobs(t.db, new Map([['jobs.cleanup', handlers(7).get('jobs.cleanup')!]]), () => now);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, recentDone))).toHaveLength(0);
  });

  it('reads JOBS_KEEP_DONE_DAYS, 30 by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobsKeepDoneDays).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_KEEP_DONE_DAYS: '90' }).jobsKeepDoneDays).toBe(90);
    expect(() => loadConfig({ NODE_ENV: 'test', JOBS_KEEP_DONE_DAYS: '0' })).toThrow();
  });
});

describe('schedules', () => {
  it('seeds each next run once, however many processes start', async () => {
    const now = new Date('2032-01-10T05:20:00Z');
    await Promise.all([seedSchedules(t.db, now), seedSchedules(t.db, now)]);
    await seedSchedules(t.db, now);
    const seeded = await t.db
      .select({ queue: jobs.queue, run_at: jobs.run_at })
      .from(jobs)
      .where(
        sql`${jobs.run_at} >= ${now.toISOString()} and ${jobs.run_at} < ${new Date(now.getTime() + DAY).toISOString()}`,
      );
    expect(seeded.map((row) => `${row.queue} ${row.run_at.toISOString()}`).sort()).toEqual([
      'bookings.close-unpaid 2032-01-10T10:00:00.000Z',
      'claims.sweep-drafts 2032-01-11T03:00:00.000Z',
      'jobs.cleanup 2032-01-11T03:30:00.000Z',
      'payments.card-expiry 2032-01-10T11:00:00.000Z',
      'payments.charge-due 2032-01-10T07:00:00.000Z',
      'payments.sweep-pending 2032-01-10T06:00:00.000Z',
      // Today's end-of-term run (04:00) is before the window, as the SEPA collection's (05:00).
      'premiums.follow-unpaid 2032-01-10T09:00:00.000Z',
      'renewals.announce 2032-01-10T08:00:00.000Z',
      'signatures.expire-lapsed 2032-01-10T06:00:00.000Z',
    ]);
  });

  it('chains the card charges day after day from the day charged, so a missed day is caught up', async () => {
    // The run of 2033-02-01 ran two days late: the next is 2033-02-02, due at once, not the 4th.
    await scheduleNextRun(
      t.db,
      { queue: 'payments.charge-due', payload: { date: '2033-02-01' } },
      new Date('2033-02-03T12:00:00Z'),
    );
    const [next] = await t.db.select().from(jobs).where(eq(jobs.dedupe_key, '2033-02-02'));
    expect(next).toMatchObject({ queue: 'payments.charge-due', payload: { date: '2033-02-02' } });
    expect(next!.run_at.toISOString()).toBe('2033-02-02T07:00:00.000Z');
  });
});
