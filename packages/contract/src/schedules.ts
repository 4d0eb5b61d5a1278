import { z } from './zod.ts';

/**
 * The recurring jobs as the back office sees them (Operaciones): each with its schedule, its last
 * run and its next one, and the jobs that failed for good with their last error
 * (docs/operations.md, "Scheduled jobs").
 */
export const ScheduleRunSchema = z.object({
  /** When the run ended (or its last attempt, when it will be retried). */
  finished_at: z.string(),
  result: z.enum(['ok', 'failed']),
  error: z.string().nullable(),
});
export type ScheduleRun = z.infer<typeof ScheduleRunSchema>;

export const ScheduleSchema = z.object({
  /** The job's kind, e.g. `payments.charge-due`; the back office shows its Spanish name. */
  name: z.string(),
  /** In words, for people: 'Cada día a las 07:00 UTC (08:00 o 09:00 en Madrid)'. */
  schedule: z.string(),
  /** The same in cron form, in UTC: minute hour day-of-month month day-of-week. */
  cron: z.string(),
  last_run: ScheduleRunSchema.nullable(),
  next_run_at: z.string().nullable(),
  /** A run is under way or asked for: running it now again answers 409. */
  is_running: z.boolean(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const FailedJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  failed_at: z.string(),
  created_at: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const ScheduleListSchema = z.object({
  schedules: z.array(ScheduleSchema),
  /** The latest jobs of any kind whose attempts are spent, newest first (at most 50). */
  failed_jobs: z.array(FailedJobSchema),
});
export type ScheduleList = z.infer<typeof ScheduleListSchema>;

export const ScheduleParamsSchema = z.object({ name: z.string().min(1).max(100) });
