import { EvaluationStatus, photoRetriesLeft } from '@amparo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { evaluations } from '../../db/schema/index.ts';

/**
 * The customer's photo attempts on one phone (spec 3/4 retryCount): every
 * check they sent counts as an attempt; only refused ones use up a retry.
 * Checks staff recorded (source 'staff') are not the customer's attempts.
 */
const attemptsQuery = preparedFor((db) =>
  db
    .select({
      sent: sql<number>`count(*)::int`,
      rejected: sql<number>`count(*) filter (where ${evaluations.status} = ${EvaluationStatus.REJECTED})::int`,
    })
    .from(evaluations)
    .where(and(eq(evaluations.policy_risk_id, sql.placeholder('riskId')), eq(evaluations.source, 'customer')))
    .prepare(''),
);

export async function photoAttempts(db: Executor, riskId: number) {
  const [row] = await attemptsQuery(db).execute({ riskId });
  const sent = Number(row?.sent ?? 0);
  const rejected = Number(row?.rejected ?? 0);
  return { sent, rejected, retriesLeft: photoRetriesLeft(rejected) };
}
