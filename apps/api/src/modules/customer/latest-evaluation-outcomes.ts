import { type EvaluationOutcome, evaluationOutcome } from '@amparo/domain';
import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { evaluations } from '../../db/schema/index.ts';

export type LatestOutcomes = {
  /** Per phone (policy risk id): the outcome of its latest decided check. */
  byRisk: Map<number, EvaluationOutcome>;
  /** Per policy: the outcome of the latest decided check of any of its phones. */
  byPolicy: Map<number, EvaluationOutcome>;
};

/**
 * The outcome of each phone's latest decided check, from its labels: a breakage
 * is stored as Rejected with the Breakage label (record-evaluation-outcome.ts),
 * so only the labels tell the customer area's notices a damage from a retake.
 * One query for all the customer's policies.
 */
export async function latestEvaluationOutcomes(db: Executor, policyIds: number[]): Promise<LatestOutcomes> {
  const byRisk = new Map<number, EvaluationOutcome>();
  const byPolicy = new Map<number, EvaluationOutcome>();
  if (policyIds.length === 0) return { byRisk, byPolicy };
  const rows = await db
    .select({
      policy_id: evaluations.policy_id,
      policy_risk_id: evaluations.policy_risk_id,
      frontal: evaluations.frontal_label,
      trasera: evaluations.trasera_label,
    })
    .from(evaluations)
    .where(and(inArray(evaluations.policy_id, policyIds), isNotNull(evaluations.decided_at)))
    .orderBy(desc(evaluations.decided_at), desc(evaluations.id));
  for (const row of rows) {
    const outcome = evaluationOutcome({ frontal: { label: row.frontal }, trasera: { label: row.trasera } });
    if (!byRisk.has(row.policy_risk_id)) byRisk.set(row.policy_risk_id, outcome);
    if (!byPolicy.has(row.policy_id)) byPolicy.set(row.policy_id, outcome);
  }
  return { byRisk, byPolicy };
}
