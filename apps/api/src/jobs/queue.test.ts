import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { jobs } from '../db/schema/index.ts';
import { enqueueJob, JOB_LEASE_MS, retryDelayMs } from './queue.ts';
import { type JobHandler, runDueJobs } from './worker.ts';

const t = useTestApp();

describe('job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const handlers = new Map<string, JobHandler>([['test.ok', async (job) => void seen.push(job.payload)]]);
    await enqueueJob(t.db, 'test.ok', { n: 1 });
    expect(await runDueJobs(t.db, handlers, () => new Date())).toBe(1);
    expect(await runDueJobs(t.db, handlers, () => new Date())).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('ignores a second enqueue with the same dedupe key', async () => {
    await enqueueJob(t.db, 'test.dedupe', {}, { dedupeKey: 'policy-1' });
    await enqueueJob(t.db, 'test.dedupe', {}, { dedupeKey: 'policy-1' });
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.dedupe'));
    expect(rows).toHaveLength(1);
  });

  it('retries a failing job with back-off, then gives up', async () => {
    const handlers = new Map<string, JobHandler>([
      [
        'test.fail',
        async () => {
          throw new Error('pasarela caída');
        },
      ],
    ]);
    await enqueueJob(t.db, 'test.fail', {}, { maxAttempts: 2 });
    let now = new Date('2030-01-01T00:00:00Z');
    expect(await runDueJobs(t.db, handlers, () => now)).toBe(1);
    let [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.fail'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'pasarela caída' });
    expect(row!.run_at.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(await runDueJobs(t.db, handlers, () => now)).toBe(0);
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await runDueJobs(t.db, handlers, () => now)).toBe(1);
    [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.fail'));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('takes again a job whose worker died while running it', async () => {
    const seen: unknown[] = [];
    await enqueueJob(t.db, 'test.lease', { n: 7 });
    const start = new Date('2031-01-01T00:00:00Z');
    await t.db.execute(
      sql`update jobs set status = 'running', locked_at = ${start.toISOString()} where queue = 'test.lease'`,
    );
    const handlers = new Map<string, JobHandler>([
      ['test.lease', async (job) => void seen.push(job.payload)],
    ]);
    expect(await runDueJobs(t.db, handlers, () => new Date(start.getTime() + JOB_LEASE_MS - 1))).toBe(0);
    expect(await runDueJobs(t.db, handlers, () => new Date(start.getTime() + JOB_LEASE_MS + 1))).toBe(1);
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('renews the lease of a job that runs longer than the lease, so no other worker takes it', async () => {
    const leaseMs = 400;
    let release = () => {};
    const runs: string[] = [];
    const slow = new Map<string, JobHandler>([
      [
        'test.long',
        () => {
          runs.push('first');
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      ],
    ]);
    const other = new Map<string, JobHandler>([['test.long', async () => void runs.push('second')]]);
    await enqueueJob(t.db, 'test.long', {});
    const first = runDueJobs(t.db, slow, () => new Date(), undefined, { leaseMs });
    // Three leases later the job is still held by its worker: a second worker finds nothing.
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
    expect(await runDueJobs(t.db, other, () => new Date(), undefined, { leaseMs })).toBe(0);
    release();
    expect(await first).toBe(1);
    expect(runs).toEqual(['first']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.long'));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives the event loop a turn between jobs, so requests are answered while a queue drains', async () => {
    // The embedded database answers within one microtask chain: without a yield, a queue of
    // jobs would run to the end before any socket is read (issue 8.5).
    const order: string[] = [];
    const handlers = new Map<string, JobHandler>([['test.turns', async () => void order.push('job')]]);
    for (let i = 0; i < 3; i++) await enqueueJob(t.db, 'test.turns', { i });
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
