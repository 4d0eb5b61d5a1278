import type { EvaluationLabel, EvaluationStatusView } from '@amparo/contract';
import { linkTo } from '@amparo/contract/links';
import { EvaluationStatus } from '@amparo/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { evaluations, payments, riskMobiles } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { customerPolicy, mobileRiskOfPolicy } from './customer-risk.ts';
import { photoAttempts } from './evaluation-attempts.ts';

/**
 * `GET /policies/{policyId}/risk/{riskId}/evaluation-status`: what the page
 * polls after sending the photos (spec 3 Evaluation result). The latest check
 * of the phone, or the phone's own status when none was sent (1 undefined,
 * 6 not required). Once validated with the first receipt still unpaid (and no
 * partner card, which skips the payment), the answer carries a fresh payment
 * link: a token is minted only then, never while the check waits, and at most
 * LIMITS.evaluationPayLinksPerEvaluation times an hour per check (429 after).
 */
// The page polls this every few seconds: the two fixed lookups are built once (preparedFor).
const latestCheck = preparedFor((db) =>
  db
    .select()
    .from(evaluations)
    .where(eq(evaluations.policy_risk_id, sql.placeholder('riskId')))
    .orderBy(desc(evaluations.id))
    .limit(1)
    .prepare(''),
);
const phoneStatus = preparedFor((db) =>
  db
    .select({ status: riskMobiles.evaluation_status })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, sql.placeholder('riskId')))
    .prepare(''),
);

export async function getEvaluationStatus(
  db: Database,
  access: { actor: Actor | null; token?: string | undefined },
  ids: { policyId: number; riskId: number },
  context: { now: Date; ip: string; publicUrl: string },
): Promise<EvaluationStatusView> {
  const policy = await customerPolicy(db, access, ids.policyId, context.now);
  const { riskId } = await mobileRiskOfPolicy(db, ids);
  const partnerCard = Boolean(policy.settings.partner_card);
  const [latest] = await latestCheck(db).execute({ riskId });
  const { retriesLeft } = await photoAttempts(db, riskId);
  if (!latest) {
    const [mobile] = await phoneStatus(db).execute({ riskId });
    return {
      evaluation_id: null,
      status: mobile?.status ?? EvaluationStatus.UNDEFINED,
      frontal: { label: null },
      trasera: { label: null },
      payment_link: null,
      partner_card: partnerCard,
      reasons: [],
      retries_left: retriesLeft,
      decided_at: null,
      with_expert: false,
    };
  }
  let paymentLink: string | null = null;
  if (
    latest.status === EvaluationStatus.VALIDATED &&
    !partnerCard &&
    (await firstReceiptUnpaid(db, ids.policyId))
  ) {
    await hitRateLimit(
      db,
      `evaluation-pay-links:${latest.id}`,
      LIMITS.evaluationPayLinksPerEvaluation,
      context.now,
    );
    const token = await issueCapability(db, {
      policyId: ids.policyId,
      purpose: 'payment',
      userId: policy.policyholder_id,
      now: context.now,
      ip: context.ip,
    });
    paymentLink = linkTo(context.publicUrl, 'purchasePayment', { query: { acceso: token } });
  }
  return {
    evaluation_id: latest.id,
    status: latest.status,
    frontal: { label: latest.frontal_label as EvaluationLabel | null },
    trasera: { label: latest.trasera_label as EvaluationLabel | null },
    payment_link: paymentLink,
    partner_card: partnerCard,
    reasons: latest.reasons,
    retries_left: retriesLeft,
    decided_at: latest.decided_at?.toISOString() ?? null,
    // Checked by the machine and still pending: it went to the expert queue.
    with_expert: latest.status === EvaluationStatus.PENDING && latest.checked_at !== null,
  };
}

async function firstReceiptUnpaid(db: Executor, policyId: number): Promise<boolean> {
  const [first] = await db
    .select({ payment_date: payments.payment_date, pending: payments.pending_amount_cents })
    .from(payments)
    .where(and(eq(payments.policy_id, policyId), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence))
    .limit(1);
  return Boolean(first && !first.payment_date && first.pending > 0);
}
