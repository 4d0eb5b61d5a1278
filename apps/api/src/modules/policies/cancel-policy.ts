import type { CancelPolicyRequest, CancelPolicyResult, ErrorCode } from '@amparo/contract';
import {
  Action,
  type CancellationRefusal,
  cancellationSettlement,
  DEFAULT_CANCELLATION_MODE,
  firstNameOf,
  formatEuro,
  isCancellationRefusal,
  isStaffRole,
  PolicyStatus,
  scopeFor,
} from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import {
  callerScope,
  claimIdempotencyKey,
  findIdempotentResponse,
  hashRequest,
  storeIdempotentResponse,
} from '../../services/idempotency.ts';
import { madridStamp, spanishDate } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { sendCardRefund } from '../payments/send-card-refund.ts';
import { readSettings } from '../settings/read-settings.ts';
import { applyCancellation, cancellationReceipts } from './apply-cancellation.ts';
import { visiblePolicies } from './policy-visibility.ts';

export const REFUSALS: Record<CancellationRefusal, ErrorCode> = {
  ALREADY_CANCELLED: 'POLICY_ALREADY_CANCELLED',
  WITHDRAWAL_PERIOD_OVER: 'WITHDRAWAL_PERIOD_OVER',
  NOT_CONCLUDED: 'POLICY_NOT_CONCLUDED',
  INVALID_DATE: 'CANCELLATION_DATE_INVALID',
};

/** The reasons a policyholder may give; staff give any. */
export const CUSTOMER_REASONS: readonly string[] = ['withdrawal', 'customer'];

/** Staff who may cancel: policies.update (or policies.admin), within the rows that action lets them see. */
export function staffMayCancel(actor: Pick<Actor, 'role'>): boolean {
  return (
    !isStaffRole(actor.role) ||
    scopeFor(actor.role, Action.POLICIES_UPDATE) !== null ||
    scopeFor(actor.role, Action.POLICIES_ADMIN) !== null
  );
}

/** The policy the caller may cancel, locked; someone else's is a 404, as everywhere. */
export async function lockCancellablePolicy(tx: Executor, actor: Actor, policyId: number) {
  let visible: ReturnType<typeof visiblePolicies>;
  if (isStaffRole(actor.role)) {
    const scope = scopeFor(actor.role, Action.POLICIES_UPDATE) ?? scopeFor(actor.role, Action.POLICIES_ADMIN);
    if (!scope) throw new AppError('FORBIDDEN');
    visible = visiblePolicies({ ...actor, scope });
  } else {
    visible = eq(policies.policyholder_id, actor.id);
  }
  const [policy] = await tx
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), visible))
    .for('update');
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  return policy;
}

/**
 * POST /policies/{id}/cancel (docs/cancellation.md): withdrawal within the 15 days or
 * cancellation, settled by packages/domain cancellation.ts in one transaction
 * on the locked policy: unpaid receipts cancelled, refunds recorded the way
 * each receipt was paid, the policy cancelled (status 4) with its IMEIs freed,
 * audited and acknowledged by mail. Card refunds go to the gateway after the
 * commit. With an Idempotency-Key a repeat gets the first answer.
 */
export async function cancelPolicy(
  db: Database,
  gateway: CardGateway,
  input: {
    policyId: number;
    request: CancelPolicyRequest;
    actor: Actor;
    ip: string;
    idempotencyKey?: string | undefined;
  },
  context: { now: Date; log?: Pick<FastifyBaseLogger, 'error'> },
): Promise<CancelPolicyResult> {
  const { policyId, request, actor, ip, idempotencyKey } = input;
  const { now } = context;
  const keyScope = callerScope(`policy-cancel:${policyId}`, { userId: actor.id, ip });
  const requestHash = hashRequest({ policyId, ...request });
  if (idempotencyKey) {
    const answered = await findIdempotentResponse(db, keyScope, idempotencyKey, requestHash);
    if (answered) return answered as CancelPolicyResult;
  }
  const done = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const earlier = await claimIdempotencyKey(tx, keyScope, idempotencyKey, requestHash);
      if (earlier) return { result: earlier as CancelPolicyResult, refunds: [] };
    }
    const policy = await lockCancellablePolicy(tx, actor, policyId);
    if (!isStaffRole(actor.role) && !CUSTOMER_REASONS.includes(request.reason))
      throw new AppError('CANCEL_REASON_NOT_ALLOWED');
    const { rows, receipts } = await cancellationReceipts(tx, policyId);
    const mode = (await readSettings(tx, false)).cancellation_mode ?? DEFAULT_CANCELLATION_MODE;
    const settlement = cancellationSettlement({ policy, receipts, now, reason: request.reason, mode });
    if (isCancellationRefusal(settlement)) throw new AppError(REFUSALS[settlement.refusal]);
    const auditActor = { id: actor.id, role: actor.role };
    const applied = await applyCancellation(tx, {
      policyId,
      rows,
      settlement,
      reason: request.reason,
      actor: auditActor,
      ip,
      now,
    });
    const result: CancelPolicyResult = {
      policy_id: policy.id,
      number: policy.number,
      status: PolicyStatus.CANCELLED,
      kind: settlement.kind,
      effective_date: settlement.effectiveDate,
      refund_cents: settlement.refundCents,
      refund_receipt_id: applied.refunds[0]?.refund.id ?? null,
      cancelled_receipt_ids: applied.cancelledReceiptIds,
      cancelled_at: now.toISOString(),
    };
    await writeAudit(tx, {
      action: 'policy.cancel',
      entityType: 'policy',
      entityId: policy.id,
      actor: auditActor,
      ip,
      before: { status: policy.status, ends_on: policy.ends_on },
      after: {
        ...result,
        reason: request.reason,
        comment: request.comment ?? null,
        mode,
        notes: settlement.notes,
        refund_receipt_ids: applied.refunds.map((r) => r.refund.id),
        receipts_kept_at_bank: applied.keptAtBank,
      },
    });
    if (policy.email)
      await queueMail(tx, {
        to: policy.email,
        template: 'policy-cancelled',
        data: {
          holderName: firstNameOf(policy.complete_name),
          policyNumber: policy.number,
          kind: settlement.kind,
          recordedAt: madridStamp(now),
          effectiveDate: spanishDate(settlement.effectiveDate),
          refund: settlement.refundCents > 0 ? formatEuro(settlement.refundCents) : null,
          refundChannel: applied.refunds.some((r) => r.channel === 'card')
            ? 'card'
            : applied.refunds.length > 0
              ? 'transfer'
              : null,
          receiptsAtBank: applied.keptAtBank.length,
        },
      });
    if (idempotencyKey) await storeIdempotentResponse(tx, keyScope, idempotencyKey, 200, result);
    return { result, refunds: applied.refunds };
  });
  // Money cannot be taken back by a rollback: card refunds go to the gateway once committed.
  for (const refund of done.refunds)
    if (refund.channel === 'card' && !refund.replayed) await sendCardRefund(db, gateway, refund, context);
  return done.result;
}
