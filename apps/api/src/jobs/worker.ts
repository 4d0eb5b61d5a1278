import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { isJobName, JOB_KINDS } from './kinds.ts';
import { claimNextJob, completeJob, failJob, JOB_LEASE_MS, type Job, renewJobLease } from './queue.ts';
import { scheduleNextRun } from './schedules.ts';

/** The worker's logger is passed along, for what a job skips without failing (a file left in the store). */
export type JobHandler = (job: Job, db: Database, log?: Pick<FastifyBaseLogger, 'warn'>) => Promise<void>;

/**
 * Keeps the lease of the job in hand: calls `renew` now and then until the returned stop is
 * called. By default a timer, four times per lease (a slow query or a busy loop may delay one
 * renewal, not all); a test passes its own and renews when it moves its clock.
 */
export type LeaseKeeper = (renew: () => Promise<void>, leaseMs: number) => () => void;

const renewOnATimer: LeaseKeeper = (renew, leaseMs) => {
  const timer = setInterval(() => void renew().catch(() => {}), Math.max(250, leaseMs / 4));
  return () => clearInterval(timer);
};

/**
 * The embedded database answers within the same microtask chain, so a loop of
 * queries never lets Node read a socket: between two jobs (and between two
 * batches of a long one) the worker gives the event loop a turn, or a queue
 * of a thousand mails would hold every request until it is empty.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A known kind's payload must match its schema; a row written by hand that does not is a failure. */
function checkedPayload(job: Job): Job {
  if (!isJobName(job.queue)) return job;
  const parsed = JOB_KINDS[job.queue].payload.safeParse(job.payload);
  if (!parsed.success) throw new Error(`payload no válido para ${job.queue}: ${parsed.error.message}`);
  return { ...job, payload: parsed.data };
}

/** Runs every due job once; returns how many ran. Used by the loop and by tests. */
export async function runDueJobs(
  db: Database,
  handlers: Map<string, JobHandler>,
  now: () => Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  options: { leaseMs?: number; keepLease?: LeaseKeeper } = {},
): Promise<number> {
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const keepLease = options.keepLease ?? renewOnATimer;
  let ran = 0;
  for (;;) {
    const job = await claimNextJob(db, [...handlers.keys()], now(), leaseMs);
    if (!job) return ran;
    ran++;
    const stopRenewing = keepLease(() => renewJobLease(db, job.id, now()), leaseMs);
    let finished = true;
    try {
      await handlers.get(job.queue)!(checkedPayload(job), db, log);
      stopRenewing();
      await completeJob(db, job.id, now());
    } catch (error) {
      stopRenewing();
      // The row keeps the last error; the log says it as it happens (a mail whose attachment is gone).
      log?.warn({ err: error, job: job.id, queue: job.queue, attempt: job.attempts }, 'job failed');
      finished = await failJob(db, job, error instanceof Error ? error.message : String(error), now());
    }
    // A recurring job's next run is queued once this one is over, done or failed for good.
    if (finished) await scheduleNextRun(db, job, now());
    await yieldToEventLoop();
  }
}

/** Polls the queue until stopped; stop() waits for the job in hand. `now` is the process's clock. */
export function startWorker(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>,
  handlers: Map<string, JobHandler>,
  options: { now: () => Date; intervalMs?: number; leaseMs?: number },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueJobs(db, handlers, options.now, log, { leaseMs: options.leaseMs })
      .catch((error) => log.error({ err: error }, 'job loop failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 2000);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
