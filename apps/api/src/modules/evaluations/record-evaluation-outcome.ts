import {
  decidedEvaluationStatus,
  deviceName,
  EvaluationStatus,
  evaluationOutcome,
  firstNameOf,
  madridDate,
  PHOTO_RETRIES,
} from '@amparo/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { evaluations, payments, policies, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type AuditEntry, writeAudit } from '../../services/audit.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { queueMail } from '../../services/mail.ts';
import { activatePolicyIfReady } from '../payments/activate-policy.ts';

export type EvaluationLabel = 'Validated' | 'Rejected' | 'Breakage';

export type EvaluationOutcomeInput = {
  evaluationId: number;
  frontal: EvaluationLabel;
  trasera: EvaluationLabel;
  /** What the customer reads: the checks' reasons to retake, or the expert's comments. */
  reasons: string[];
  frontalComment?: string | null;
  traseraComment?: string | null;
  /** The expert, or null when the automatic checks decided. */
  expert: { id: number; role: string } | null;
  now: Date;
  ip?: string | undefined;
  /** The site's address, for the links in the mail (omitted: the mail has no links). */
  publicUrl?: string | undefined;
};

/**
 * The one place a phone check gets its outcome, from the automatic checks or
 * an expert: the evaluation, the policy's and the phone's evaluation status,
 * the audit row and the customer's mail change together in the caller's
 * transaction. A validation that finds the first receipt already paid brings
 * the policy to life (activatePolicyIfReady). Only a waiting check (pending)
 * can be decided: a second decision is 409.
 */
export async function recordEvaluationOutcome(tx: Executor, input: EvaluationOutcomeInput) {
  const [evaluation] = await tx
    .select()
    .from(evaluations)
    .where(eq(evaluations.id, input.evaluationId))
    .for('update');
  if (!evaluation) throw new AppError('EVALUATION_NOT_FOUND');
  if (evaluation.status !== EvaluationStatus.PENDING) throw new AppError('EVALUATION_ALREADY_DECIDED');

  const status = decidedEvaluationStatus(input.frontal, input.trasera);
  const outcome = evaluationOutcome({ frontal: { label: input.frontal }, trasera: { label: input.trasera } });
  const [decided] = await tx
    .update(evaluations)
    .set({
      status,
      frontal_label: input.frontal,
      trasera_label: input.trasera,
      frontal_comment: input.frontalComment ?? null,
      trasera_comment: input.traseraComment ?? null,
      reasons: input.reasons,
      expert_user_id: input.expert?.id ?? null,
      decided_at: input.now,
      updated_at: input.now,
    })
    .where(eq(evaluations.id, evaluation.id))
    .returning();
  await tx
    .update(policies)
    .set({ evaluation_status: status, updated_at: input.now })
    .where(eq(policies.id, evaluation.policy_id));
  await tx
    .update(riskMobiles)
    .set({ evaluation_status: status })
    .where(eq(riskMobiles.policy_risk_id, evaluation.policy_risk_id));
  // A phone that replaced another during the year (a suplemento) is covered from the day it validates.
  if (status === EvaluationStatus.VALIDATED)
    await tx
      .update(policyRisks)
      .set({ covered_from: madridDate(input.now), updated_at: input.now })
      .where(and(eq(policyRisks.id, evaluation.policy_risk_id), isNotNull(policyRisks.covered_from)));
  const auditActor: AuditEntry['actor'] = input.expert;
  await writeAudit(tx, {
    action: input.expert ? 'evaluation.decide' : 'evaluation.check',
    entityType: 'evaluation',
    entityId: evaluation.id,
    actor: auditActor,
    ip: input.ip,
    before: {
      status: evaluation.status,
      frontal_label: evaluation.frontal_label,
      trasera_label: evaluation.trasera_label,
    },
    after: { status, frontal_label: input.frontal, trasera_label: input.trasera, reasons: input.reasons },
  });

  const activated =
    status === EvaluationStatus.VALIDATED
      ? await activatePolicyIfReady(tx, evaluation.policy_id, {
          occurredAt: input.now,
          actor: auditActor,
          ip: input.ip,
          publicUrl: input.publicUrl,
        })
      : false;
  await mailOutcome(tx, { evaluation, outcome, input, activated });
  if (!decided) throw new Error('The evaluation row was not returned');
  return decided;
}

async function mailOutcome(
  tx: Executor,
  args: {
    evaluation: typeof evaluations.$inferSelect;
    outcome: EvaluationLabel;
    input: EvaluationOutcomeInput;
    activated: boolean;
  },
) {
  const { evaluation, outcome, input } = args;
  const [policy] = await tx.select().from(policies).where(eq(policies.id, evaluation.policy_id));
  const [mobile] = await tx
    .select({ brand: riskMobiles.brand, model: riskMobiles.model })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, evaluation.policy_risk_id));
  if (!policy) return;
  const base = input.publicUrl;
  const capability = { policyId: policy.id, userId: policy.policyholder_id, now: input.now, ip: input.ip };
  const secrets: string[] = [];

  let payUrl: string | null = null;
  // The activation mail already says the policy is in force: no payment link then.
  if (base && outcome === 'Validated' && !args.activated && !policy.settings.partner_card) {
    const [first] = await tx
      .select({ payment_date: payments.payment_date, pending: payments.pending_amount_cents })
      .from(payments)
      .where(and(eq(payments.policy_id, policy.id), isNull(payments.deleted_at)))
      .orderBy(asc(payments.sequence))
      .limit(1);
    if (first && !first.payment_date && first.pending > 0) {
      const token = await issueCapability(tx, { ...capability, purpose: 'payment' });
      secrets.push(token);
      payUrl = `${base}/contratacion/pago?acceso=${token}`;
    }
  }
  let retryUrl: string | null = null;
  if (base && outcome === 'Rejected' && evaluation.attempt < PHOTO_RETRIES) {
    const token = await issueCapability(tx, { ...capability, purpose: 'evaluation' });
    secrets.push(token);
    retryUrl = `${base}/peritation/${policy.id}?acceso=${token}`;
  }
  const comments = [input.frontalComment, input.traseraComment].filter((c): c is string => Boolean(c));
  await queueMail(tx, {
    to: policy.email,
    template: 'evaluation-decided',
    data: {
      holderName: firstNameOf(policy.complete_name),
      policyNumber: policy.number,
      device: mobile ? deviceName(mobile) : 'móvil',
      outcome,
      reasons: outcome === 'Validated' ? [] : input.reasons.length > 0 ? input.reasons : comments,
      payUrl,
      retryUrl,
      customerAreaUrl: base ? `${base}/area-cliente` : null,
    },
    secrets,
  });
}
