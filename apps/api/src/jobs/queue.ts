import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type Job = typeof jobs.$inferSelect;

/**
 * Enqueues a job in the caller's transaction, so the job exists exactly when
 * the change that asked for it commits. A dedupe key makes re-enqueueing a no-op
 * (and then no id is returned).
 */
export async function enqueueJob(
  db: Executor,
  queue: string,
  payload: Record<string, unknown>,
  options: {
    dedupeKey?: string;
    runAt?: Date;
    maxAttempts?: number;
    /** The staff member who started a long job: only they and admins may follow it. */
    ownerUserId?: number;
    progress?: { done: number; total: number; errors: number };
  } = {},
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      dedupe_key: options.dedupeKey ?? null,
      run_at: options.runAt ?? new Date(),
      max_attempts: options.maxAttempts ?? 5,
      owner_user_id: options.ownerUserId ?? null,
      progress: options.progress ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * A running job whose lease was not renewed for this long is taken to have died
 * with its worker (SIGKILL, a lost machine). A live worker renews the lease of
 * the job in hand (renewJobLease), so a long job is never taken twice and a
 * dead worker's job runs again within one lease (JOB_LEASE_SECONDS).
 */
export const JOB_LEASE_MS = 60 * 1000;

/**
 * Takes the next due job; SKIP LOCKED lets several workers share the queue. A
 * job whose worker died mid-way (its lease run out) is taken again.
 */
export async function claimNextJob(
  db: Executor,
  queues: string[],
  now: Date,
  leaseMs = JOB_LEASE_MS,
): Promise<Job | null> {
  if (queues.length === 0) return null;
  const result = await db.execute<Job>(sql`
    update ${jobs} set status = 'running', locked_at = ${now.toISOString()}, attempts = attempts + 1, updated_at = now()
    where id = (
      select id from ${jobs}
      where queue in ${queues}
        and ((status = 'queued' and run_at <= ${now.toISOString()})
          or (status = 'running' and locked_at < ${new Date(now.getTime() - leaseMs).toISOString()}))
      order by run_at, id
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

export async function completeJob(db: Executor, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', locked_at: null, updated_at: new Date() })
    .where(eq(jobs.id, id));
}

/** Exponential back-off: 30 s, 2 min, 8 min, ... until max_attempts, then 'failed'. */
export function retryDelayMs(attempt: number): number {
  return 30_000 * 4 ** Math.max(0, attempt - 1);
}

export async function failJob(
  db: Executor,
  job: Pick<Job, 'id' | 'attempts' | 'max_attempts'>,
  error: string,
  now: Date,
) {
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
}
