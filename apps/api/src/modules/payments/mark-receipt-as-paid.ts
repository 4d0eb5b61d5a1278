import type { MarkAsPaidRequestSchema, PolicyPayment, z } from '@amparo/contract';
import { madridDate, PaymentMethodType } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { refuseIfInBank } from '../sepa/pending-sepa-charge.ts';
import { lockPolicyReceipt } from './find-policy-receipt.ts';
import { payOutCredit } from './pay-out-credit.ts';
import { policyPaymentViews } from './receipt-view.ts';
import { settleReceipt } from './settle-receipt.ts';

type Input = z.output<typeof MarkAsPaidRequestSchema>;

/**
 * Staff record a manual payment (type 2: a bank transfer, cash at the store)
 * with its date and reference (spec 7 PUT .../mark-as-paid). It goes through
 * the same ledger step as a card or a debit, so a draft policy comes alive on
 * its first receipt here too.
 */
export async function markReceiptAsPaid(
  db: Database,
  actor: Actor,
  ids: { id: number; paymentId: number },
  input: Input,
  context: { now: Date; ip: string },
): Promise<PolicyPayment> {
  const today = madridDate(context.now) ?? '';
  if (input.payment_date > today) throw new AppError('PAYMENT_DATE_IN_FUTURE');
  // Today's payment happened just now; an earlier one at midday, safely inside that Madrid day.
  const occurredAt = input.payment_date === today ? context.now : new Date(`${input.payment_date}T12:00:00Z`);
  return db.transaction(async (tx) => {
    const receipt = await lockPolicyReceipt(tx, actor, ids);
    // Money recorded by hand while the bank collects the same receipt would be taken twice.
    if (receipt.price_cents >= 0) await refuseIfInBank(tx, receipt.id);
    // A credit (negative receipt) is money we pay out: its refund movement is completed instead.
    const payment =
      receipt.price_cents < 0
        ? await payOutCredit(tx, receipt, {
            reference: input.reference,
            occurredAt,
            actorId: actor.id,
            now: context.now,
          })
        : (
            await settleReceipt(tx, {
              paymentId: receipt.id,
              amountCents: input.amount ?? receipt.pending_amount_cents,
              methodType: PaymentMethodType.MANUAL,
              paymentMethodId: null,
              kind: 'manual',
              reference: input.reference,
              occurredAt,
              now: context.now,
              actor,
              ip: context.ip,
            })
          ).payment;
    await writeAudit(tx, {
      action: 'payment.mark_as_paid',
      entityType: 'payment',
      entityId: receipt.id,
      actor,
      ip: context.ip,
      before: { pending_amount: receipt.pending_amount_cents, payment_date: null },
      after: {
        pending_amount: payment.pending_amount_cents,
        payment_date: payment.payment_date?.toISOString() ?? null,
        reference: input.reference,
      },
    });
    const [view] = await policyPaymentViews(tx, [payment], context.now);
    return view!;
  });
}
