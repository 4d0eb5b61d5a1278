import { madridDate } from '@amparo/domain';
import type { Executor } from '../db/client.ts';
import type { JobName, JobPayload } from './kinds.ts';
import { enqueueJob } from './queue.ts';

const HOUR_MS = 3600 * 1000;

type Schedule<N extends JobName> = {
  name: N;
  /** Machine form, in UTC: minute hour day-of-month month day-of-week. */
  cron: string;
  /** For the back office. */
  description: string;
  /** The first run strictly after `after`. */
  nextRunAt: (after: Date) => Date;
  /** The run to queue at start: the next one unless a job must catch up on a day already begun. */
  firstRunAt?: (now: Date) => Date;
  /** The run after one that just ended, when it follows from that run rather than from the time. */
  runAfter?: (payload: JobPayload<N>) => Date;
  payload: (runAt: Date) => JobPayload<N>;
  /** One job per run, however many processes seed it or finish the previous run. */
  dedupeKey: (runAt: Date) => string;
};

const everyHour = (after: Date) => new Date(Math.floor(after.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);

/** The next time the UTC clock reads hour:minute, strictly after `after`. */
const dailyAt = (hour: number, minute: number) => (after: Date) => {
  const today = new Date(
    Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour, minute),
  );
  return today > after ? today : new Date(today.getTime() + 24 * HOUR_MS);
};

const byTime = (runAt: Date) => runAt.toISOString();

/** The day after an ISO date. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);

/**
 * A job that works on one Madrid day at `hour`:00 UTC of that date, day after day from the day it
 * last did: a process started later in the day still does today's (its run is due at once), and a
 * worker down for a day catches up on the day it missed. Keyed by the Madrid day.
 */
function madridDaily(hour: number) {
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  // Madrid is UTC+1 in winter and UTC+2 in summer; "u" before a word sounding "o" (8, 11).
  const or = [8, 11].includes(hour + 2) ? 'u' : 'o';
  const runOf = (date: string) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  return {
    cron: `0 ${hour} * * *`,
    description: `Cada día a las ${at(hour)} UTC (${at(hour + 1)} ${or} ${at(hour + 2)} en Madrid)`,
    nextRunAt: (after: Date) => {
      const today = runOf(madridDate(after)!);
      return today > after ? today : runOf(nextDay(madridDate(after)!));
    },
    firstRunAt: (now: Date) => runOf(madridDate(now)!),
    runAfter: (payload: { date: string }) => runOf(nextDay(payload.date)),
    payload: (runAt: Date) => ({ date: madridDate(runAt)! }),
    dedupeKey: (runAt: Date) => madridDate(runAt)!,
  };
}

/**
 * Every recurring job, with its schedule. Seeded at start by both the API and the worker
 * (seedSchedules, idempotent by dedupe key); after each run, whether it ended done or failed for
 * good, the worker queues the next one (scheduleNextRun), so the schedule lives in the queue and
 * no process is special (docs/decisions/0002-own-job-queue-on-postgres.md).
 */
export const SCHEDULES = [
  {
    name: 'payments.charge-due',
    // Banks' business hours, not midnight; 07:00 UTC is 08:00 or 09:00 in Madrid.
    // The Madrid day it charges, as it always was: installed queues keep their keys.
    ...madridDaily(7),
  } satisfies Schedule<'payments.charge-due'>,
  {
    name: 'sepa.collect',
    // Before the day's work: the receipts collected that day read as paid when people look.
    ...madridDaily(5),
  } satisfies Schedule<'sepa.collect'>,
  {
    name: 'renewals.renew',
    // Before the day's collections (05:00) and card charges (07:00): a renewed period's first
    // receipt, due today, is collected today.
    ...madridDaily(4),
  } satisfies Schedule<'renewals.renew'>,
  {
    name: 'renewals.announce',
    // In the morning, when a customer reads the notice.
    ...madridDaily(8),
  } satisfies Schedule<'renewals.announce'>,
  {
    name: 'premiums.follow-unpaid',
    // After the day's card charges (07:00): a receipt charged this morning is not warned about.
    ...madridDaily(9),
  } satisfies Schedule<'premiums.follow-unpaid'>,
  {
    name: 'bookings.close-unpaid',
    // After the morning's collections and card charges: a first receipt paid today keeps its booking.
    ...madridDaily(10),
  } satisfies Schedule<'bookings.close-unpaid'>,
  {
    name: 'payments.card-expiry',
    ...madridDaily(11),
  } satisfies Schedule<'payments.card-expiry'>,
  {
    name: 'payments.sweep-pending',
    cron: '0 * * * *',
    description: 'Cada hora, en punto',
    nextRunAt: everyHour,
    payload: () => ({}),
    dedupeKey: byTime,
  } satisfies Schedule<'payments.sweep-pending'>,
  {
    name: 'signatures.expire-lapsed',
    cron: '0 * * * *',
    description: 'Cada hora, en punto',
    nextRunAt: everyHour,
    payload: () => ({}),
    dedupeKey: byTime,
  } satisfies Schedule<'signatures.expire-lapsed'>,
  {
    name: 'claims.sweep-drafts',
    cron: '0 3 * * *',
    // Drafts age in days, not hours: once a day, at night.
    description: 'Cada día a las 03:00 UTC (04:00 o 05:00 en Madrid)',
    nextRunAt: dailyAt(3, 0),
    payload: () => ({}),
    dedupeKey: byTime,
  } satisfies Schedule<'claims.sweep-drafts'>,
  {
    name: 'jobs.cleanup',
    cron: '30 3 * * *',
    description: 'Cada día a las 03:30 UTC (04:30 o 05:30 en Madrid)',
    nextRunAt: dailyAt(3, 30),
    payload: () => ({}),
    dedupeKey: byTime,
  } satisfies Schedule<'jobs.cleanup'>,
] as const;

export type ScheduleName = (typeof SCHEDULES)[number]['name'];
type AnySchedule = Schedule<ScheduleName>;

export const scheduleOf = (name: string): AnySchedule | undefined =>
  (SCHEDULES as readonly AnySchedule[]).find((schedule) => schedule.name === name);

async function queueRun(db: Executor, schedule: AnySchedule, runAt: Date): Promise<void> {
  await enqueueJob(db, schedule.name, schedule.payload(runAt) as never, {
    dedupeKey: schedule.dedupeKey(runAt),
    runAt,
  });
}

/** At start of every API and worker process: each schedule's next run, queued once. */
export async function seedSchedules(db: Executor, now: Date): Promise<void> {
  for (const schedule of SCHEDULES as readonly AnySchedule[])
    await queueRun(db, schedule, (schedule.firstRunAt ?? schedule.nextRunAt)(now));
}

/** After a run of a recurring job: the next one, queued once. Any other job: nothing. */
export async function scheduleNextRun(
  db: Executor,
  job: { queue: string; payload: unknown },
  now: Date,
): Promise<void> {
  const schedule = scheduleOf(job.queue);
  if (!schedule) return;
  const runAt = schedule.runAfter ? schedule.runAfter(job.payload as never) : schedule.nextRunAt(now);
  await queueRun(db, schedule, runAt);
}
