import type { EvaluationQueueQuerySchema, z } from '@amparo/contract';
import { EvaluationStatus } from '@amparo/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { evaluations, policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { queueFrom, toQueueItem, visibleEvaluations } from './evaluation-rows.ts';

type Query = z.output<typeof EvaluationQueueQuerySchema>;

/**
 * The expert queue (docs/phone-check.md, Expert queue): evaluations of one status (pending by default)
 * within the actor's view. Pending ones come oldest first, as a queue is
 * worked; decided ones newest first, as a history is read.
 */
export async function listEvaluations(db: Executor, actor: Actor, query: Query) {
  const where = visibleEvaluations(
    actor,
    eq(evaluations.status, query.status),
    query.policy_id ? eq(evaluations.policy_id, query.policy_id) : undefined,
  );
  const order =
    query.status === EvaluationStatus.PENDING
      ? [asc(evaluations.created_at), asc(evaluations.id)]
      : [desc(evaluations.created_at), desc(evaluations.id)];
  const [rows, [total]] = await Promise.all([
    queueFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(evaluations)
      .innerJoin(policies, eq(policies.id, evaluations.policy_id))
      .where(where),
  ]);
  return {
    data: rows.map(toQueueItem),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}
