import { PaymentMethodType } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentTransactions } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../services/audit.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { newOrder } from '../../services/payments/redsys.ts';
import { type PaymentMethodRow, recordPendingAttempt } from './payable-receipt.ts';
import type { PolicyRow } from './payment-access.ts';
import { recordDeniedAttempt } from './record-denied-attempt.ts';
import { type PaymentRow, settleReceipt } from './settle-receipt.ts';
import { awaitsGatewayOutcome } from './sweep-stale-attempts.ts';

export type StoredCardOutcome = { approved: boolean; responseCode: string; policyActivated: boolean };

/**
 * Charges one receipt to the card on file, merchant-initiated (no customer, no
 * 3-D Secure). The attempt is written as pending before the gateway is called:
 * if the process dies mid-call, a pending row says "outcome unknown" rather
 * than nothing. With an idempotency key (the scheduled job: receipt and date)
 * a second attempt of the same charge is never made: null.
 */
export async function chargeStoredCard(
  db: Database,
  gateway: CardGateway,
  input: {
    policy: PolicyRow;
    receipt: PaymentRow;
    card: PaymentMethodRow;
    actor: AuditEntry['actor'];
    idempotencyKey?: string;
  },
  context: { now: Date; publicUrl?: string | undefined },
): Promise<StoredCardOutcome | null> {
  const { policy, receipt, card } = input;
  const order = newOrder(context.now);
  const attempt = await recordPendingAttempt(db, {
    receipt,
    gateway: gateway.kind,
    order,
    methodId: card.id,
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    now: context.now,
  });
  if (!attempt) return null;
  const result = await gateway.chargeStoredCard({
    order,
    amountCents: receipt.pending_amount_cents,
    cardOnFileReference: card.card_reference!,
    cofTxnId: card.card_cof_txn_id,
    description: `Amparo, póliza ${policy.number}, recibo ${receipt.sequence}`,
  });
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, attempt.id))
      .for('update');
    if (!locked || !awaitsGatewayOutcome(locked))
      return { approved: locked?.status === 'ok', responseCode: '', policyActivated: false };
    const common = {
      paymentId: receipt.id,
      amountCents: receipt.pending_amount_cents,
      methodType: PaymentMethodType.CARD,
      paymentMethodId: card.id,
      gateway: gateway.kind,
      gatewayOrder: order,
      raw: result.raw,
      occurredAt: context.now,
      now: context.now,
    };
    if (!result.approved) {
      await recordDeniedAttempt(tx, { ...common, responseCode: result.responseCode });
      return { approved: false, responseCode: result.responseCode, policyActivated: false };
    }
    const settled = await settleReceipt(tx, {
      ...common,
      kind: 'charge',
      reference: result.gatewayReference,
      actor: input.actor,
      publicUrl: context.publicUrl,
    });
    return { approved: true, responseCode: result.responseCode, policyActivated: settled.policyActivated };
  });
}
