import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { claimNextJob, completeJob, failJob, JOB_LEASE_MS, type Job, renewJobLease } from './queue.ts';

/** The worker's logger is passed along, for what a job skips without failing (a file left in the store). */
export type JobHandler = (job: Job, db: Database, log?: Pick<FastifyBaseLogger, 'warn'>) => Promise<void>;

/**
 * The embedded database answers within the same microtask chain, so a loop of
 * queries never lets Node read a socket: between two jobs (and between two
 * batches of a long one) the worker gives the event loop a turn, or a queue
 * of a thousand mails would hold every request until it is empty.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs every due job once; returns how many ran. Used by the loop and by tests. */
export async function runDueJobs(
  db: Database,
  handlers: Map<string, JobHandler>,
  now: () => Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  options: { leaseMs?: number } = {},
): Promise<number> {
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  let ran = 0;
  for (;;) {
    const job = await claimNextJob(db, [...handlers.keys()], now(), leaseMs);
    if (!job) return ran;
    ran++;
    // Renewed four times per lease: a slow query or a busy loop may delay one renewal, not all.
    const renewal = setInterval(
      () => void renewJobLease(db, job.id, now()).catch(() => {}),
      Math.max(250, leaseMs / 4),
    );
    try {
      await handlers.get(job.queue)!(job, db, log);
      clearInterval(renewal);
      await completeJob(db, job.id);
    } catch (error) {
      clearInterval(renewal);
      // The row keeps the last error; the log says it as it happens (a mail whose attachment is gone).
      log?.warn({ err: error, job: job.id, queue: job.queue, attempt: job.attempts }, 'job failed');
      await failJob(db, job, error instanceof Error ? error.message : String(error), now());
    }
    await yieldToEventLoop();
  }
}

/** Polls the queue until stopped; stop() waits for the job in hand. */
export function startWorker(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>,
  handlers: Map<string, JobHandler>,
  options: { intervalMs?: number; leaseMs?: number } = {},
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueJobs(db, handlers, () => new Date(), log, { leaseMs: options.leaseMs })
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
