import type { EvaluationDetail } from '@amparo/contract';
import { EvaluationStatus } from '@amparo/domain';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { evaluations, policies, riskMobiles } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { mobileRiskOfPolicy } from './customer-risk.ts';
import { type Decision, type DecisionContext, decisionOutcome } from './decision-input.ts';
import { getEvaluation } from './get-evaluation.ts';
import { recordEvaluationOutcome } from './record-evaluation-outcome.ts';

const ONE_PENDING_INDEX = 'evaluations_one_pending_per_risk';

const isPendingClash = (error: unknown) => isUniqueViolation(error, ONE_PENDING_INDEX);

/**
 * `POST /policies/{id}/risks/{riskId}/evaluations` (spec 7): staff record a
 * check they did themselves (in a store, or by video call with the customer),
 * without photos, labels decided at once. The row is written as a waiting
 * check (source `staff`, the phone's next attempt) and decided by the same
 * use-case as the expert's PATCH, in one transaction, so statuses, audit and
 * mail are the same. While a customer's check waits for the expert, this is
 * 409 EVALUATION_IN_PROGRESS: that one should be decided instead; the partial
 * unique index (one pending check per phone) settles a race the same way.
 */
export async function recordStaffEvaluation(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  ids: { policyId: number; riskId: number },
  decision: Decision,
  context: DecisionContext,
): Promise<EvaluationDetail> {
  let evaluationId = 0;
  try {
    await db.transaction(async (tx) => {
      const [policy] = await tx
        .select({ id: policies.id })
        .from(policies)
        .where(and(eq(policies.id, ids.policyId), visiblePolicies(actor)));
      if (!policy) throw new AppError('POLICY_NOT_FOUND');
      const { riskId } = await mobileRiskOfPolicy(tx, ids);
      const [pending] = await tx
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(and(eq(evaluations.policy_risk_id, riskId), eq(evaluations.status, EvaluationStatus.PENDING)));
      if (pending) throw new AppError('EVALUATION_IN_PROGRESS');
      const [previous] = await tx
        .select({ attempt: max(evaluations.attempt) })
        .from(evaluations)
        .where(eq(evaluations.policy_risk_id, riskId));
      const [mobile] = await tx
        .select({ imei: riskMobiles.imei })
        .from(riskMobiles)
        .where(eq(riskMobiles.policy_risk_id, riskId));
      const [created] = await tx
        .insert(evaluations)
        .values({
          policy_id: policy.id,
          policy_risk_id: riskId,
          status: EvaluationStatus.PENDING,
          attempt: (previous?.attempt ?? 0) + 1,
          source: 'staff',
          imei: mobile?.imei ?? null,
          created_at: context.now,
          updated_at: context.now,
        })
        .returning({ id: evaluations.id });
      if (!created) throw new Error('The evaluation row was not returned');
      evaluationId = created.id;
      await recordEvaluationOutcome(tx, decisionOutcome(created.id, decision, actor, context));
    });
  } catch (error) {
    if (isPendingClash(error)) throw new AppError('EVALUATION_IN_PROGRESS');
    throw error;
  }
  return getEvaluation(db, files, actor, evaluationId, context.now);
}
