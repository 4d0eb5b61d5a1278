import { linkTo } from '@amparo/contract/links';
import {
  firstNameOf,
  madridDate,
  PaymentMethodType,
  PolicyStatus,
  STORED_CARD_MAX_ATTEMPTS,
  storedCardAttemptDue,
} from '@amparo/domain';
import { and, asc, eq, gt, inArray, isNull, like, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { queueMail } from '../../services/mail.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { chargeStoredCard } from './charge-stored-card.ts';
import { storedCard } from './payable-receipt.ts';

export const CHARGE_DUE_QUEUE = 'payments.charge-due';
// The daily run's hour and its chaining from day to day: src/jobs/schedules.ts.

export type ChargeDueSummary = { charged: number; denied: number; skipped: number };

/**
 * The monthly receipts after the first are charged to the card on file on
 * their activation date. A refused charge is tried again every 3 days, 4
 * attempts in all (packages/domain/src/refunds.ts, storedCardAttemptDue);
 * after the last refusal the customer gets the 'Recibo sin pagar' mail (the
 * notice shows from the receipt's state). Each attempt has a unique idempotency
 * key (receipt, activation date, attempt number), so a rerun, a retry after a
 * crash or a second worker never makes the same attempt twice.
 */
export async function chargeDueReceipts(
  db: Database,
  gateway: CardGateway,
  context: { date: string; now: Date; publicUrl?: string | undefined },
): Promise<ChargeDueSummary> {
  const due = await db
    .select({ receipt: payments, policy: policies })
    .from(payments)
    .innerJoin(policies, eq(policies.id, payments.policy_id))
    .where(
      and(
        isNull(payments.deleted_at),
        isNull(payments.payment_date),
        gt(payments.pending_amount_cents, 0),
        lte(payments.activation_date, context.date),
        eq(policies.payment_method_type, PaymentMethodType.CARD),
        inArray(policies.status, [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED]),
      ),
    )
    .orderBy(asc(payments.activation_date), asc(payments.id));
  const summary: ChargeDueSummary = { charged: 0, denied: 0, skipped: 0 };
  for (const { receipt, policy } of due) {
    const card = await storedCard(db, policy.id);
    if (!card) {
      summary.skipped++;
      continue;
    }
    const base = `charge-due:${receipt.id}:${receipt.activation_date}`;
    const attempt = await attemptDue(db, base, context.date);
    if (attempt === null) {
      summary.skipped++;
      continue;
    }
    const outcome = await chargeStoredCard(
      db,
      gateway,
      // The first attempt keeps the key it always had, so runs from before retries existed count.
      { policy, receipt, card, actor: null, idempotencyKey: attempt === 1 ? base : `${base}:${attempt}` },
      context,
    );
    if (!outcome) summary.skipped++;
    else if (outcome.approved) summary.charged++;
    else {
      summary.denied++;
      if (attempt === STORED_CARD_MAX_ATTEMPTS)
        await queueMail(db, {
          to: policy.email,
          template: 'receipt-unpaid',
          data: {
            holderName: firstNameOf(policy.complete_name),
            policyNumber: policy.number,
            amount: receipt.pending_amount_cents,
            attempts: attempt,
            customerAreaUrl: context.publicUrl ? linkTo(context.publicUrl, 'customerArea') : null,
          },
        });
    }
  }
  return summary;
}

/**
 * The attempt the job may make today for one receipt's activation date, from
 * its earlier job attempts: none while one is still pending (outcome unknown),
 * else by the retry rule on the Madrid days of the refused ones.
 */
async function attemptDue(db: Database, keyBase: string, today: string): Promise<number | null> {
  const earlier = await db
    .select({ status: paymentTransactions.status, at: paymentTransactions.occurred_at })
    .from(paymentTransactions)
    .where(like(paymentTransactions.idempotency_key, `${keyBase}%`));
  if (earlier.some((e) => e.status !== 'ko')) return null;
  return storedCardAttemptDue(
    earlier.map((e) => madridDate(e.at)!),
    today,
  );
}
