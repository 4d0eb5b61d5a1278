import type { z } from '@amparo/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { JOB_KINDS, type JobName, type JobPayload, type JobPriority } from './kinds.ts';

/**
 * The jobs table is written only here: enqueue, claim, progress, result, end. Times come in as
 * parameters (the worker's clock, a test's fixed date); when a caller has none, the database's
 * `now()` stands in, never this process's clock.
 */
export type Job = typeof jobs.$inferSelect;
export type JobProgress = { done: number; total: number; errors: number };

/** A job as its handler sees it: the payload already checked against its kind's schema (worker.ts). */
export type TypedJob<N extends JobName> = Omit<Job, 'queue' | 'payload'> & {
  queue: N;
  payload: z.output<(typeof JOB_KINDS)[N]['payload']>;
};

// Cut to the millisecond: the database keeps microseconds, a JavaScript Date milliseconds, so a job
// queued at 10:00:00.123456 would not yet be due for a worker reading 10:00:00.123 a moment later.
const databaseNow = () => sql`date_trunc('milliseconds', now())`;
const timeOr = (now: Date | undefined) => now ?? databaseNow();

/**
 * Enqueues a job in the caller's transaction, so the job exists exactly when the change that
 * asked for it commits. The payload is the kind's (a wrong one does not compile); attempts and
 * priority come from its definition in kinds.ts, a bulk caller may lower the priority. A dedupe
 * key makes re-enqueueing a no-op (and then no id is returned).
 */
export async function enqueueJob<N extends JobName>(
  db: Executor,
  name: N,
  payload: JobPayload<N>,
  options: {
    dedupeKey?: string;
    /** Not before; by default at once (the database's time). */
    runAt?: Date;
    priority?: JobPriority;
    /** The staff member who started a long job: only they and admins may follow it. */
    ownerUserId?: number;
    progress?: JobProgress;
  } = {},
): Promise<number | null> {
  const kind = JOB_KINDS[name];
  const [row] = await db
    .insert(jobs)
    .values({
      queue: name,
      payload,
      dedupe_key: options.dedupeKey ?? null,
      run_at: timeOr(options.runAt),
      priority: options.priority ?? kind.priority,
      max_attempts: kind.maxAttempts,
      owner_user_id: options.ownerUserId ?? null,
      progress: options.progress ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Many jobs of one kind in one statement (a batch's mails), duplicates by dedupe key skipped. */
export async function enqueueJobs<N extends JobName>(
  db: Executor,
  name: N,
  entries: { payload: JobPayload<N>; dedupeKey: string }[],
  options: { priority?: JobPriority } = {},
): Promise<void> {
  if (entries.length === 0) return;
  const kind = JOB_KINDS[name];
  await db
    .insert(jobs)
    .values(
      entries.map((entry) => ({
        queue: name,
        payload: entry.payload,
        dedupe_key: entry.dedupeKey,
        run_at: databaseNow(),
        priority: options.priority ?? kind.priority,
        max_attempts: kind.maxAttempts,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A running job whose lease was not renewed for this long is taken to have died
 * with its worker (SIGKILL, a lost machine). A live worker renews the lease of
 * the job in hand (renewJobLease), so a long job is never taken twice and a
 * dead worker's job runs again within one lease (JOB_LEASE_SECONDS).
 */
export const JOB_LEASE_MS = 60 * 1000;

/**
 * Takes the next due job: the most urgent first (priority), then the longest due. SKIP LOCKED
 * lets several workers share the queue. A job whose worker died mid-way (its lease run out) is
 * taken again.
 */
export async function claimNextJob(
  db: Executor,
  queues: string[],
  now: Date,
  leaseMs = JOB_LEASE_MS,
): Promise<Job | null> {
  if (queues.length === 0) return null;
  const result = await db.execute<Job>(sql`
    update ${jobs} set status = 'running', locked_at = ${now.toISOString()}, attempts = attempts + 1, updated_at = ${now.toISOString()}
    where id = (
      select id from ${jobs}
      where queue in ${queues}
        and ((status = 'queued' and run_at <= ${now.toISOString()})
          or (status = 'running' and locked_at < ${new Date(now.getTime() - leaseMs).toISOString()}))
      order by priority, run_at, id
      for update skip locked
      limit 1
    )
    returning *`);
  const rows = (result as unknown as { rows: Job[] }).rows;
  return rows[0] ?? null;
}

/** The worker still holds the job: its lease starts again from now. */
export async function renewJobLease(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ locked_at: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** How far a long job got, for its progress bar; written in the transaction of the batch it counts. */
export async function reportProgress(
  db: Executor,
  id: number,
  progress: JobProgress,
  now?: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({ progress, updated_at: timeOr(now) })
    .where(eq(jobs.id, id));
}

/** What a job produced (a report, a file id), read by the page that started it; progress optional. */
export async function recordResult(
  db: Executor,
  id: number,
  result: unknown,
  options: { progress?: JobProgress; now?: Date } = {},
): Promise<void> {
  await db
    .update(jobs)
    .set({
      result,
      ...(options.progress ? { progress: options.progress } : {}),
      updated_at: timeOr(options.now),
    })
    .where(eq(jobs.id, id));
}

/** Marks a job done; a handler may call it in its own last transaction so the work and the end commit together. */
export async function completeJob(db: Executor, id: number, now?: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', locked_at: null, updated_at: timeOr(now) })
    .where(eq(jobs.id, id));
}

/** Exponential back-off: 30 s, 2 min, 8 min, ... until max_attempts, then 'failed'. */
export function retryDelayMs(attempt: number): number {
  return 30_000 * 4 ** Math.max(0, attempt - 1);
}

/** Returns whether the job is now 'failed' for good (its attempts spent). */
export async function failJob(
  db: Executor,
  job: Pick<Job, 'id' | 'attempts' | 'max_attempts'>,
  error: string,
  now: Date,
): Promise<boolean> {
  const exhausted = job.attempts >= job.max_attempts;
  await db
    .update(jobs)
    .set({
      status: exhausted ? 'failed' : 'queued',
      last_error: error.slice(0, 2000),
      locked_at: null,
      run_at: exhausted ? undefined : new Date(now.getTime() + retryDelayMs(job.attempts)),
      updated_at: now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
  return exhausted;
}

/**
 * Deletes the done jobs that ended more than `keepDays` days before now; failed ones stay, for
 * an admin to read their error (docs/operations.md, JOBS_KEEP_DONE_DAYS). Returns how many went.
 */
export async function deleteDoneJobs(db: Executor, now: Date, keepDays: number): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 24 * 3600 * 1000);
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.updated_at, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}
