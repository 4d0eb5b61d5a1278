import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { jobs } from '../db/schema/index.ts';
import { enqueueJob, enqueueJobs, JOB_LEASE_MS, retryDelayMs } from './queue.ts';
import { type JobHandler, type LeaseKeeper, runDueJobs } from './worker.ts';

const t = useTestApp();

// Kinds with no schedule, run by the test's own handlers: the queue does not care what they do.
const handlersOf = (entries: [string, JobHandler][]) => new Map<string, JobHandler>(entries);

describe('job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const handlers = handlersOf([['mail.send', async (job) => void seen.push(job.payload)]]);
    await enqueueJob(t.db, 'mail.send', { mailId: 1 });
    expect(await runDueJobs(t.db, handlers, () => new Date())).toBe(1);
    expect(await runDueJobs(t.db, handlers, () => new Date())).toBe(0);
    expect(seen).toEqual([{ mailId: 1 }]);
  });

  it('queues a job with no time at a whole millisecond, so a worker reading the clock straight after finds it due', async () => {
    // The database keeps microseconds and a JavaScript Date milliseconds: 10:00:00.123456 is later
    // than the 10:00:00.123 a worker reads a moment after, and the job would wait a turn.
    const email = { email: 'ms@amparo.test', ip: '127.0.0.1' };
    await enqueueJob(t.db, 'customer.access-code', email);
    await enqueueJob(t.db, 'auth.password-reset', email, { dedupeKey: 'reset-ms' });
    await enqueueJobs(t.db, 'customer.access-code', [{ payload: email, dedupeKey: 'code-ms' }]);
    const rows = await t.db.execute(
      sql`select (extract(microseconds from ${jobs.run_at})::int % 1000) as sub_ms from ${jobs}
          where ${jobs.payload} ->> 'email' = ${email.email}`,
    );
    const subMs = (rows as unknown as { rows: { sub_ms: number }[] }).rows.map((row) => Number(row.sub_ms));
    expect(subMs).toEqual([0, 0, 0]);
  });

  it('ignores a second enqueue with the same dedupe key', async () => {
    await enqueueJob(t.db, 'signature.start', { policyId: 1 }, { dedupeKey: 'policy-1' });
    await enqueueJob(t.db, 'signature.start', { policyId: 1 }, { dedupeKey: 'policy-1' });
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'signature.start'));
    expect(rows).toHaveLength(1);
  });

  it('takes the payload its kind declares, and nothing else', async () => {
    // @ts-expect-error a mail job carries the outbox row's id, not an address
    await enqueueJob(t.db, 'mail.send', { email: 'ana@example.com' }).catch(() => {});
    // @ts-expect-error an unknown kind does not compile
    await enqueueJob(t.db, 'mail.sned', { mailId: 1 }).catch(() => {});
    // A row that escaped the types (written by hand, an old release) fails instead of reaching the handler.
    const handlers = handlersOf([['mail.send', async () => {}]]);
    const [row] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = 'mail.send' and ${jobs.payload} ? 'email'`);
    expect(row).toBeDefined();
    await runDueJobs(t.db, handlers, () => new Date());
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, row!.id));
    expect(after).toMatchObject({ status: 'queued', attempts: 1 });
    expect(after!.last_error).toContain('payload no válido para mail.send');
  });

  it('gives each kind the attempts its definition says', async () => {
    const returns = await enqueueJob(t.db, 'sepa.returns', { rows: [], actorId: 1, actorRole: 'admin' });
    const code = await enqueueJob(t.db, 'customer.access-code', { email: 'ana@example.com', ip: '::1' });
    const rows = await t.db.select().from(jobs).where(sql`${jobs.id} in (${returns}, ${code})`);
    expect(rows.map((row) => [row.queue, row.max_attempts, row.priority]).sort()).toEqual([
      ['customer.access-code', 5, 1],
      ['sepa.returns', 3, 9],
    ]);
  });

  it('retries a failing job with back-off, then gives up', async () => {
    const handlers = handlersOf([
      [
        'sepa.generate',
        async () => {
          throw new Error('pasarela caída');
        },
      ],
    ]);
    let now = new Date('2030-01-01T00:00:00Z');
    await enqueueJob(t.db, 'sepa.generate', { fileId: 7 }, { runAt: now });
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await runDueJobs(t.db, handlers, () => now)).toBe(1);
      const [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'sepa.generate'));
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, last_error: 'pasarela caída' });
      expect(row!.run_at.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
      expect(await runDueJobs(t.db, handlers, () => now)).toBe(0);
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await runDueJobs(t.db, handlers, () => now)).toBe(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'sepa.generate'));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('takes again a job whose worker died while running it', async () => {
    const seen: unknown[] = [];
    await enqueueJob(t.db, 'evaluations.check', { evaluationId: 7 });
    const start = new Date('2031-01-01T00:00:00Z');
    await t.db.execute(
      sql`update jobs set status = 'running', locked_at = ${start.toISOString()} where queue = 'evaluations.check'`,
    );
    const handlers = handlersOf([['evaluations.check', async (job) => void seen.push(job.payload)]]);
    expect(await runDueJobs(t.db, handlers, () => new Date(start.getTime() + JOB_LEASE_MS - 1))).toBe(0);
    expect(await runDueJobs(t.db, handlers, () => new Date(start.getTime() + JOB_LEASE_MS + 1))).toBe(1);
    expect(seen).toEqual([{ evaluationId: 7 }]);
  });

  it('renews the lease of a job that runs longer than the lease, so no other worker takes it', async () => {
    // The test's clock and the test's lease keeper: time moves when the test says, not in real milliseconds.
    let now = new Date('2032-01-01T00:00:00Z');
    const clock = () => now;
    let renew: () => Promise<void> = async () => {};
    const keepLease: LeaseKeeper = (renewNow) => {
      renew = renewNow;
      return () => {};
    };
    let release = () => {};
    const runs: string[] = [];
    const slow = handlersOf([
      [
        'partners.deliver',
        () => {
          runs.push('first');
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      ],
    ]);
    const other = handlersOf([['partners.deliver', async () => void runs.push('second')]]);
    await enqueueJob(t.db, 'partners.deliver', { delivery_id: 1 }, { runAt: now });
    const first = runDueJobs(t.db, slow, clock, undefined, { keepLease });
    await vi.waitFor(() => expect(runs).toEqual(['first']));
    // Three leases later, renewed every half lease, the job is still held: a second worker finds nothing.
    for (let i = 0; i < 6; i++) {
      now = new Date(now.getTime() + JOB_LEASE_MS / 2);
      await renew();
    }
    expect(await runDueJobs(t.db, other, clock)).toBe(0);
    // Without renewals the lease runs out, and the job would be taken again.
    const [held] = await t.db.select().from(jobs).where(eq(jobs.queue, 'partners.deliver'));
    expect(held!.locked_at!.getTime()).toBe(now.getTime());
    release();
    expect(await first).toBe(1);
    expect(runs).toEqual(['first']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'partners.deliver'));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives the event loop a turn between jobs, so requests are answered while a queue drains', async () => {
    // The embedded database answers within one microtask chain: without a yield, a queue of
    // jobs would run to the end before any socket is read (docs/performance.md).
    const order: string[] = [];
    const handlers = handlersOf([['mail.send', async () => void order.push('job')]]);
    for (let i = 0; i < 3; i++) await enqueueJob(t.db, 'mail.send', { mailId: i });
    setImmediate(() => order.push('request'));
    await runDueJobs(t.db, handlers, () => new Date());
    expect(order.indexOf('request')).toBeGreaterThan(-1);
    expect(order.indexOf('request')).toBeLessThan(order.length - 1);
  });

  it.each([
    [1, 30_000],
    [2, 120_000],
    [3, 480_000],
  ])('waits %i attempt(s) -> %i ms', (attempt, ms) => {
    expect(retryDelayMs(attempt)).toBe(ms);
  });
});
