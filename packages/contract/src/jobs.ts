import { UsersCsvResponseSchema } from './users.ts';
import { z } from './zod.ts';

/**
 * A long operation started from the back office (a CSV import, and later SEPA
 * files and big exports) runs as a job; the page polls it for its progress
 * and, once done, its result.
 */
export const JobProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  errors: z.number().int(),
});
export type JobProgress = z.infer<typeof JobProgressSchema>;

export const JobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);

export const JobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: JobStatusSchema,
  progress: JobProgressSchema.nullable(),
  /** What the job produced once done: the user import's per-row report, for instance. */
  result: z.unknown().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobView = z.infer<typeof JobSchema>;

/** The answer to starting a long operation: where to follow it. */
export const JobStartedSchema = z.object({ job_id: z.number().int(), message: z.string() });
export type JobStarted = z.infer<typeof JobStartedSchema>;

/** The result of a finished user import: the same report as before, per bad row and field. */
export const UsersImportResultSchema = UsersCsvResponseSchema;
