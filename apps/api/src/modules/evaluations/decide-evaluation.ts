import type { EvaluationDetail } from '@amparo/contract';
import { EvaluationStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { evaluations, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { type Decision, type DecisionContext, decisionOutcome } from './decision-input.ts';
import { visibleEvaluations } from './evaluation-rows.ts';
import { getEvaluation } from './get-evaluation.ts';
import { recordEvaluationOutcome } from './record-evaluation-outcome.ts';

/**
 * `PATCH /policies/{id}/evaluations/{evaluationId}` (spec 7): an expert labels
 * a waiting check. A final refusal or a breakage finding is always a person's
 * decision (docs/phone-check.md, The decision), and it is this one. Guards: the evaluation exists, is of
 * the policy in the path and within the actor's view (404 otherwise, as if it
 * did not exist), and still waits (409 once decided). The outcome, the
 * statuses, the audit row and the customer's mail change in one transaction
 * (recordEvaluationOutcome, which checks the status again under a row lock).
 */
export async function decideEvaluation(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  ids: { policyId: number; evaluationId: number },
  decision: Decision,
  context: DecisionContext,
): Promise<EvaluationDetail> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ policy_id: evaluations.policy_id, status: evaluations.status })
      .from(evaluations)
      .innerJoin(policies, eq(policies.id, evaluations.policy_id))
      .where(visibleEvaluations(actor, eq(evaluations.id, ids.evaluationId)));
    if (!found || found.policy_id !== ids.policyId) throw new AppError('EVALUATION_NOT_FOUND');
    if (found.status !== EvaluationStatus.PENDING) throw new AppError('EVALUATION_ALREADY_DECIDED');
    await recordEvaluationOutcome(tx, decisionOutcome(ids.evaluationId, decision, actor, context));
  });
  return getEvaluation(db, files, actor, ids.evaluationId, context.now);
}
