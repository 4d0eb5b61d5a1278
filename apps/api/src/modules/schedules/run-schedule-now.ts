import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { JobPriority } from '../../jobs/kinds.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { scheduleOf } from '../../jobs/schedules.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { hasManualRunQueued, MANUAL_RUN_PREFIX } from './list-schedules.ts';

/**
 * An admin runs a recurring job now: one more job of its kind, due at once and ahead of the
 * queue, taken by the next free worker; its schedule stays as it was. One at a time: while a run
 * of that job is under way or already asked for, another is refused (409), so two clicks never
 * charge the day's cards twice in parallel. Audited like any admin action.
 */
export async function runScheduleNow(
  db: Database,
  actor: Actor,
  name: string,
  context: { now: Date; ip: string },
): Promise<{ job_id: number; message: string }> {
  const schedule = scheduleOf(name);
  if (!schedule) throw new AppError('SCHEDULE_NOT_FOUND');
  return db.transaction(async (tx) => {
    // Two admins clicking together take turns here, so the check below sees the other's run.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`amparo.schedule.${name}`}))`);
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, name), eq(jobs.status, 'running')))
      .limit(1);
    if (running || (await hasManualRunQueued(tx, name))) throw new AppError('SCHEDULE_ALREADY_RUNNING');
    const jobId = await enqueueJob(tx, schedule.name, schedule.payload(context.now) as never, {
      dedupeKey: `${MANUAL_RUN_PREFIX}${context.now.toISOString()}`,
      runAt: context.now,
      // Someone is watching the page for its outcome.
      priority: JobPriority.customer,
      ownerUserId: actor.id,
    });
    if (jobId === null) throw new AppError('SCHEDULE_ALREADY_RUNNING');
    await writeAudit(tx, {
      action: 'schedule.run_now',
      entityType: 'job',
      entityId: jobId,
      actor,
      ip: context.ip,
      after: { schedule: name, job_id: jobId },
    });
    return { job_id: jobId, message: 'Tarea puesta en marcha: se ejecuta en unos segundos' };
  });
}
