import type { EvaluationDecisionSchema, z } from '@amparo/contract';
import type { Actor } from '../../plugins/auth.ts';
import type { EvaluationOutcomeInput } from './record-evaluation-outcome.ts';

export type Decision = z.output<typeof EvaluationDecisionSchema>;

export type DecisionContext = { now: Date; ip: string; publicUrl: string };

/**
 * A person's labels as the outcome use-case takes them: the expert is the
 * staff member, and what the customer reads (reasons) are the comments of the
 * sides that were not validated; a comment on a validated side stays internal.
 */
export function decisionOutcome(
  evaluationId: number,
  decision: Decision,
  actor: Actor,
  context: DecisionContext,
): EvaluationOutcomeInput {
  const reasons = (['frontal', 'trasera'] as const)
    .filter((side) => decision[`${side}_label`] !== 'Validated')
    .map((side) => decision[`${side}_comment`])
    .filter((comment): comment is string => Boolean(comment));
  return {
    evaluationId,
    frontal: decision.frontal_label,
    trasera: decision.trasera_label,
    reasons,
    frontalComment: decision.frontal_comment || null,
    traseraComment: decision.trasera_comment || null,
    expert: { id: actor.id, role: actor.role },
    now: context.now,
    ip: context.ip,
    publicUrl: context.publicUrl,
  };
}
