import type { CancellationPreview, CancelPolicyRequest } from '@amparo/contract';
import {
  cancellationSettlement,
  DEFAULT_CANCELLATION_MODE,
  isCancellationRefusal,
  isStaffRole,
  PaymentMethodType,
} from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { loadTransactions } from '../payments/receipt-view.ts';
import { readSettings } from '../settings/read-settings.ts';
import { cancellationReceipts } from './apply-cancellation.ts';
import { CUSTOMER_REASONS, lockCancellablePolicy, REFUSALS } from './cancel-policy.ts';

/**
 * GET /policies/{id}/cancellation?reason=…: the settlement cancelPolicy would apply now for that
 * reason (the same rule, the same setting, the same refusals), written nowhere, so the person
 * confirming sees the refund, where it goes and the last day of cover first. A card payment goes
 * back to the card; anything else is paid out by transfer (docs/cancellation.md).
 */
export async function previewCancellation(
  db: Database,
  actor: Actor,
  policyId: number,
  reason: CancelPolicyRequest['reason'],
  now: Date,
): Promise<CancellationPreview> {
  return db.transaction(async (tx) => {
    const policy = await lockCancellablePolicy(tx, actor, policyId);
    if (!isStaffRole(actor.role) && !CUSTOMER_REASONS.includes(reason))
      throw new AppError('CANCEL_REASON_NOT_ALLOWED');
    const { rows, receipts } = await cancellationReceipts(tx, policyId);
    const mode = (await readSettings(tx, false)).cancellation_mode ?? DEFAULT_CANCELLATION_MODE;
    const settlement = cancellationSettlement({ policy, receipts, now, reason, mode });
    if (isCancellationRefusal(settlement)) throw new AppError(REFUSALS[settlement.refusal]);
    const movements = await loadTransactions(
      tx,
      settlement.refunds.map((r) => r.receiptId),
    );
    const sequenceOf = new Map(rows.map((r) => [r.id, r.sequence]));
    return {
      kind: settlement.kind,
      effective_date: settlement.effectiveDate,
      refund_cents: settlement.refundCents,
      refunds: settlement.refunds.map((refund) => {
        const paidByCard = (movements.get(refund.receiptId) ?? []).some(
          (t) => t.kind === 'charge' && t.status === 'ok' && t.method_type === PaymentMethodType.CARD,
        );
        return {
          sequence: sequenceOf.get(refund.receiptId) ?? 0,
          cents: refund.cents,
          channel: paidByCard ? ('card' as const) : ('transfer' as const),
        };
      }),
      unpaid_receipts_cancelled: settlement.receiptsToCancel.length,
    };
  });
}
