import type { JobView } from '@amparo/contract';
import { Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * A long job's state, progress and result, for whoever started it and for
 * admins. Anyone else gets 404, so job ids tell nothing about others' work.
 */
export async function getJob(db: Database, actor: Actor, id: number): Promise<JobView> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  const mayRead =
    job && job.owner_user_id !== null && (job.owner_user_id === actor.id || actor.role === Role.ADMIN);
  if (!job || !mayRead) throw new AppError('JOB_NOT_FOUND');
  return {
    id: job.id,
    kind: job.queue,
    status: job.status as JobView['status'],
    progress: job.progress ?? null,
    result: job.status === 'done' ? (job.result ?? null) : null,
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
  };
}
