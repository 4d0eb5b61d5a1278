import type { FailedJob, Schedule, ScheduleList } from '@amparo/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { SCHEDULES } from '../../jobs/schedules.ts';

const FAILED_SHOWN = 50;

/**
 * Each recurring job with its schedule, its last run (the newest job of its kind that ran: done,
 * failed for good, or failed and waiting for its retry) and its next one; and the jobs of any kind
 * whose attempts are spent, with their last error, for an admin to act on.
 */
export async function listSchedules(db: Executor): Promise<ScheduleList> {
  const schedules: Schedule[] = [];
  for (const schedule of SCHEDULES)
    schedules.push({ ...(await runsOf(db, schedule.name)), ...describe(schedule) });
  const failed = await db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.updated_at), desc(jobs.id))
    .limit(FAILED_SHOWN);
  return { schedules, failed_jobs: failed.map(failedJobView) };
}

const describe = (schedule: (typeof SCHEDULES)[number]) => ({
  name: schedule.name,
  schedule: schedule.description,
  cron: schedule.cron,
});

async function runsOf(db: Executor, name: string) {
  const [last] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, name),
        sql`(${jobs.status} in ('done', 'failed') or (${jobs.status} = 'queued' and ${jobs.attempts} > 0))`,
      ),
    )
    .orderBy(desc(jobs.updated_at), desc(jobs.id))
    .limit(1);
  const [next] = await db
    .select({ run_at: sql<Date>`min(${jobs.run_at})`.mapWith(jobs.run_at) })
    .from(jobs)
    .where(and(eq(jobs.queue, name), eq(jobs.status, 'queued')));
  const [busy] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, name), inArray(jobs.status, ['running'])))
    .limit(1);
  const isManualQueued = await hasManualRunQueued(db, name);
  return {
    last_run: last
      ? {
          finished_at: last.updated_at.toISOString(),
          result: last.status === 'done' ? ('ok' as const) : ('failed' as const),
          error: last.status === 'done' ? null : last.last_error,
        }
      : null,
    next_run_at: next?.run_at ? next.run_at.toISOString() : null,
    is_running: Boolean(busy) || isManualQueued,
  };
}

/** Runs asked for from the back office carry a dedupe key of their own (run-schedule-now.ts). */
export const MANUAL_RUN_PREFIX = 'manual:';

export async function hasManualRunQueued(db: Executor, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, name),
        eq(jobs.status, 'queued'),
        sql`${jobs.dedupe_key} like ${`${MANUAL_RUN_PREFIX}%`}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const failedJobView = (job: typeof jobs.$inferSelect): FailedJob => ({
  id: job.id,
  kind: job.queue,
  attempts: job.attempts,
  last_error: job.last_error,
  failed_at: job.updated_at.toISOString(),
  created_at: job.created_at.toISOString(),
});
