import {
  type CancellationReceipt,
  type CancellationSettlement,
  EvaluationStatus,
  PolicyStatus,
  receiptDeletionRefusal,
} from '@amparo/domain';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  evaluations,
  payments,
  paymentTransactions,
  policies,
  policyRisks,
  riskMobiles,
} from '../../db/schema/index.ts';
import type { AuditEntry } from '../../services/audit.ts';
import { ledgerReceipt, type ReceiptRow } from '../payments/find-policy-receipt.ts';
import { type RecordedRefund, refundReceipt } from '../payments/refund-receipt.ts';
import { cancelOpenSigning } from '../signatures/cancel-open-signing.ts';

/** Every receipt of a policy (deleted ones included) with what each has already had refunded. */
export async function cancellationReceipts(
  tx: Executor,
  policyId: number,
): Promise<{ rows: ReceiptRow[]; receipts: CancellationReceipt[] }> {
  const rows = await tx.select().from(payments).where(eq(payments.policy_id, policyId)).for('update');
  // Earlier refunds are found by their transaction key 'refund:<receipt id>:<request key>' (refund-receipt.ts).
  const earlier = await tx
    .select({ key: paymentTransactions.idempotency_key, cents: payments.price_cents })
    .from(paymentTransactions)
    .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
    .where(
      and(
        eq(payments.policy_id, policyId),
        like(paymentTransactions.idempotency_key, 'refund:%'),
        isNull(payments.deleted_at),
      ),
    );
  const refunded = new Map<number, number>();
  for (const e of earlier) {
    const id = Number(e.key?.split(':')[1]);
    refunded.set(id, (refunded.get(id) ?? 0) + Math.abs(e.cents));
  }
  const receipts = rows.map((r) => ({
    id: r.id,
    sequence: r.sequence,
    activation_date: r.activation_date,
    price_cents: r.price_cents,
    pending_amount_cents: r.pending_amount_cents,
    payment_date: r.payment_date,
    deleted_at: r.deleted_at,
    refunded_cents: refunded.get(r.id) ?? 0,
  }));
  return { rows, receipts };
}

export type AppliedCancellation = {
  cancelledReceiptIds: number[];
  /** Unpaid receipts sent to the bank in a SEPA file: kept (the bank may still charge them). */
  keptAtBank: number[];
  refunds: RecordedRefund[];
};

/**
 * Writes a settlement inside the caller's transaction (the policy already
 * locked): unpaid receipts soft-deleted (except those at the bank), each
 * refund recorded on the receipt it comes from (refunded the way that receipt
 * was paid), the policy cancelled, its IMEIs freed, its pending phone check
 * closed and its open signing cancelled.
 */
export async function applyCancellation(
  tx: Executor,
  input: {
    policyId: number;
    rows: ReceiptRow[];
    settlement: CancellationSettlement;
    reason: string;
    actor: AuditEntry['actor'];
    ip: string;
    now: Date;
  },
): Promise<AppliedCancellation> {
  const { policyId, settlement, now } = input;
  const byId = new Map(input.rows.map((r) => [r.id, r]));
  const cancelledReceiptIds: number[] = [];
  const keptAtBank: number[] = [];
  for (const id of settlement.receiptsToCancel) {
    const row = byId.get(id);
    if (!row) continue;
    const refusal = receiptDeletionRefusal(ledgerReceipt(row));
    if (refusal === 'in_collection') keptAtBank.push(id);
    else if (refusal === null) cancelledReceiptIds.push(id);
  }
  if (cancelledReceiptIds.length > 0)
    await tx
      .update(payments)
      .set({ deleted_at: now, updated_at: now })
      .where(inArray(payments.id, cancelledReceiptIds));
  const refunds: RecordedRefund[] = [];
  for (const part of settlement.refunds) {
    refunds.push(
      await refundReceipt(tx, {
        policyId,
        paymentId: part.receiptId,
        amountCents: part.cents,
        reason: input.reason,
        // A policy is cancelled once: its refunds are keyed by the policy.
        requestKey: `cancel-${policyId}`,
        actor: input.actor,
        ip: input.ip,
        now,
      }),
    );
  }
  await tx
    .update(policies)
    .set({
      status: PolicyStatus.CANCELLED,
      cancelled_at: now,
      cancel_reason: input.reason,
      ends_on: settlement.effectiveDate,
      sign_link: null,
      updated_at: now,
    })
    .where(eq(policies.id, policyId));
  await cancelOpenSigning(tx, { policyId, reason: input.reason, now });
  const risks = tx
    .select({ id: policyRisks.id })
    .from(policyRisks)
    .where(eq(policyRisks.policy_id, policyId));
  await tx.update(riskMobiles).set({ imei_active: false }).where(inArray(riskMobiles.policy_risk_id, risks));
  await tx
    .update(evaluations)
    .set({ status: EvaluationStatus.CANCELED, updated_at: now })
    .where(and(eq(evaluations.policy_id, policyId), eq(evaluations.status, EvaluationStatus.PENDING)));
  await tx
    .update(policies)
    .set({ evaluation_status: EvaluationStatus.CANCELED })
    .where(and(eq(policies.id, policyId), eq(policies.evaluation_status, EvaluationStatus.PENDING)));
  return { cancelledReceiptIds, keptAtBank, refunds };
}

/**
 * A policy ended by a daily run rather than a person (a term not renewed, a contract extinguished for
 * non-payment, a booking never paid): applyCancellation with nothing refunded, the given receipts
 * cancelled, no actor.
 */
export function endPolicyWithoutRefund(
  tx: Executor,
  input: { policyId: number; rows: ReceiptRow[]; effectiveDate: string; reason: string; now: Date },
): Promise<AppliedCancellation> {
  return applyCancellation(tx, {
    policyId: input.policyId,
    rows: input.rows,
    settlement: {
      kind: 'cancellation',
      effectiveDate: input.effectiveDate,
      refundCents: 0,
      refunds: [],
      receiptsToCancel: input.rows.map((row) => row.id),
      notes: [],
    },
    reason: input.reason,
    actor: null,
    ip: '',
    now: input.now,
  });
}
