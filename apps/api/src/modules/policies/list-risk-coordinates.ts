import type { RiskCoordinates } from '@amparo/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { evaluations, policies, policyRisks } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from './policy-visibility.ts';

/**
 * GET /policies/{id}/mobile-terminals/{riskId}/coordinates (spec 7, docs/policy-admin.md):
 * where the phone was at its latest checks, when the customer's browser gave
 * the location. A risk of another policy, or a policy out of scope, is a 404.
 */
export async function listRiskCoordinates(
  db: Executor,
  actor: Actor,
  ids: { id: number; riskId: number },
  limit: number,
): Promise<RiskCoordinates> {
  const [risk] = await db
    .select({ id: policyRisks.id })
    .from(policyRisks)
    .innerJoin(policies, eq(policies.id, policyRisks.policy_id))
    .where(and(eq(policyRisks.id, ids.riskId), eq(policies.id, ids.id), visiblePolicies(actor)));
  if (!risk) {
    const [policy] = await db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.id, ids.id), visiblePolicies(actor)));
    throw new AppError(policy ? 'POLICY_RISK_NOT_FOUND' : 'POLICY_NOT_FOUND');
  }
  const rows = await db
    .select({
      evaluation_id: evaluations.id,
      latitude: evaluations.latitude,
      longitude: evaluations.longitude,
      accuracy_m: evaluations.location_accuracy_m,
      created_at: evaluations.created_at,
    })
    .from(evaluations)
    .where(and(eq(evaluations.policy_risk_id, ids.riskId), isNotNull(evaluations.latitude)))
    .orderBy(desc(evaluations.created_at), desc(evaluations.id))
    .limit(limit);
  return {
    data: rows.map((r) => ({
      evaluation_id: r.evaluation_id,
      latitude: r.latitude!,
      longitude: r.longitude!,
      accuracy_m: r.accuracy_m,
      checked_at: r.created_at.toISOString(),
    })),
  };
}
