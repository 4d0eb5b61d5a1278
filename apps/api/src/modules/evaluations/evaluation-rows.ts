import type { EvaluationQueueItem } from '@amparo/contract';
import { deviceName } from '@amparo/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { evaluations, policies, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

/**
 * The back office reads evaluations through their policy: what a staff member
 * sees is what their policy view allows (all, their distributors', their
 * stores'). One SELECT with its joins serves a whole page of the queue.
 */
export const queueColumns = {
  evaluation: evaluations,
  policy_number: policies.number,
  holder_name: policies.complete_name,
  policy_settings: policies.settings,
  risk_name: policyRisks.name,
  brand: riskMobiles.brand,
  model: riskMobiles.model,
};

export const queueFrom = (db: Executor) =>
  db
    .select(queueColumns)
    .from(evaluations)
    .innerJoin(policies, eq(policies.id, evaluations.policy_id))
    .innerJoin(policyRisks, eq(policyRisks.id, evaluations.policy_risk_id))
    .leftJoin(riskMobiles, eq(riskMobiles.policy_risk_id, evaluations.policy_risk_id));

/** Evaluations of policies within the actor's view, and any further conditions. */
export const visibleEvaluations = (actor: Actor, ...more: (SQL | undefined)[]) =>
  and(visiblePolicies(actor), ...more);

export type QueueRow = {
  evaluation: typeof evaluations.$inferSelect;
  policy_number: string;
  holder_name: string;
  risk_name: string;
  brand: string | null;
  model: string | null;
};

export function toQueueItem(row: QueueRow): EvaluationQueueItem {
  const e = row.evaluation;
  return {
    id: e.id,
    policy_id: e.policy_id,
    policy_number: row.policy_number,
    holder_name: row.holder_name,
    device: row.brand ? deviceName(row) : row.risk_name,
    status: e.status,
    attempt: e.attempt,
    source: e.source === 'staff' ? 'staff' : 'customer',
    findings: e.findings,
    created_at: e.created_at.toISOString(),
    checked_at: e.checked_at?.toISOString() ?? null,
  };
}
