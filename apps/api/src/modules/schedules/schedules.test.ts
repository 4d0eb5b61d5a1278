import { Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { seedSchedules } from '../../jobs/schedules.ts';
import { type JobHandler, runDueJobs } from '../../jobs/worker.ts';

const t = useTestApp();
let admin: { authorization: string };

beforeAll(async () => {
  admin = (await seedSession(t.db, Role.ADMIN)).headers;
});

const list = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/schedules', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    schedules: {
      name: string;
      schedule: string;
      cron: string;
      last_run: unknown;
      next_run_at: string | null;
      is_running: boolean;
    }[];
    failed_jobs: { id: number; kind: string; last_error: string | null }[];
  };
};
const runNow = (name: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `/api/schedules/${name}/run`, headers });
const scheduleOf = async (name: string) => (await list()).schedules.find((s) => s.name === name)!;

describe('GET /api/schedules', () => {
  it('lists each recurring job with its schedule in words and in cron form, and its next run', async () => {
    await seedSchedules(t.db, new Date('2026-11-23T05:20:00Z'));
    const { schedules } = await list();
    expect(schedules.map((s) => s.name)).toEqual([
      'payments.charge-due',
      'sepa.collect',
      'renewals.renew',
      'renewals.announce',
      'premiums.follow-unpaid',
      'bookings.close-unpaid',
      'payments.card-expiry',
      'payments.sweep-pending',
      'signatures.expire-lapsed',
      'claims.sweep-drafts',
      'jobs.cleanup',
    ]);
    expect(schedules[0]).toMatchObject({
      schedule: 'Cada día a las 07:00 UTC (08:00 o 09:00 en Madrid)',
      cron: '0 7 * * *',
      last_run: null,
      next_run_at: '2026-11-23T07:00:00.000Z',
      is_running: false,
    });
    expect(schedules.find((s) => s.name === 'jobs.cleanup')).toMatchObject({
      cron: '30 3 * * *',
      next_run_at: '2026-11-24T03:30:00.000Z',
    });
  });

  it('shows the last run, ok or failed with its error, and lists the jobs failed for good', async () => {
    const at = new Date('2026-11-24T03:30:00Z');
    const failing = new Map<string, JobHandler>([
      [
        'claims.sweep-drafts',
        async () => {
          throw new Error('almacén caído');
        },
      ],
    ]);
    const fine = new Map<string, JobHandler>([['jobs.cleanup', async () => {}]]);
    expect(await runDueJobs(t.db, fine, () => at)).toBe(1);
    expect(await runDueJobs(t.db, failing, () => at)).toBe(1);

    expect(await scheduleOf('jobs.cleanup')).toMatchObject({
      last_run: { finished_at: at.toISOString(), result: 'ok', error: null },
      // Done: the next day's run is queued by the worker, not by the job.
      next_run_at: '2026-11-25T03:30:00.000Z',
    });
    // A failed attempt that will be retried is a failed last run already.
    expect(await scheduleOf('claims.sweep-drafts')).toMatchObject({
      last_run: { result: 'failed', error: 'almacén caído' },
    });
    await t.db
      .update(jobs)
      .set({ status: 'failed' })
      .where(and(eq(jobs.queue, 'claims.sweep-drafts'), eq(jobs.attempts, 1)));
    const { failed_jobs } = await list();
    expect(failed_jobs).toEqual([
      expect.objectContaining({ kind: 'claims.sweep-drafts', last_error: 'almacén caído', attempts: 1 }),
    ]);
  });
});

describe('POST /api/schedules/{name}/run', () => {
  it('queues a run due now ahead of the queue, audited, and refuses a second while it is pending or running', async () => {
    const before = new Date();
    const res = await runNow('signatures.expire-lapsed');
    expect(res.statusCode).toBe(202);
    const { job_id } = res.json() as { job_id: number };
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, job_id));
    expect(job).toMatchObject({ queue: 'signatures.expire-lapsed', status: 'queued', priority: 1 });
    expect(job!.run_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'schedule.run_now'));
    expect(audit).toMatchObject({ entity_type: 'job', entity_id: String(job_id), actor_role: 'admin' });
    expect(audit!.after).toEqual({ schedule: 'signatures.expire-lapsed', job_id });
    expect(await scheduleOf('signatures.expire-lapsed')).toMatchObject({ is_running: true });

    const again = await runNow('signatures.expire-lapsed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SCHEDULE_ALREADY_RUNNING',
      message: 'Esta tarea ya se está ejecutando. Espera a que termine para lanzarla de nuevo.',
    });
    // Running (claimed by a worker): still refused.
    await t.db.update(jobs).set({ status: 'running', locked_at: new Date() }).where(eq(jobs.id, job_id));
    expect((await runNow('signatures.expire-lapsed')).statusCode).toBe(409);

    // Once it is over, the last run says so and another may be asked for.
    await t.db.update(jobs).set({ status: 'done', locked_at: null }).where(eq(jobs.id, job_id));
    expect(await scheduleOf('signatures.expire-lapsed')).toMatchObject({
      is_running: false,
      last_run: { result: 'ok' },
    });
    expect((await runNow('signatures.expire-lapsed')).statusCode).toBe(202);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'schedule.run_now'))).toHaveLength(2);
  });

  it('answers 404 for a name that is no schedule, even a job kind that is not recurring', async () => {
    for (const name of ['payments.nope', 'mail.send']) {
      const res = await runNow(name);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SCHEDULE_NOT_FOUND' });
    }
  });

  it('is for admins only: 403 for every other role, 401 without a login', async () => {
    const roles = [
      Role.AGENT,
      Role.EXPERT,
      Role.CLAIMS_HANDLER,
      Role.DISTRIBUTOR_MANAGER,
      Role.STORE_SELLER,
      Role.POLICYHOLDER,
    ];
    for (const role of roles) {
      const { headers } = await seedSession(t.db, role);
      expect((await runNow('jobs.cleanup', headers)).statusCode, role).toBe(403);
      const listed = await t.app.inject({ method: 'GET', url: '/api/schedules', headers });
      expect(listed.statusCode, role).toBe(403);
    }
    expect((await runNow('jobs.cleanup', {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/schedules' })).statusCode).toBe(401);
    // None of them queued anything.
    const manual = await t.db.select().from(jobs).where(eq(jobs.queue, 'jobs.cleanup'));
    expect(manual.filter((job) => job.dedupe_key?.startsWith('manual:'))).toHaveLength(0);
  });
});
