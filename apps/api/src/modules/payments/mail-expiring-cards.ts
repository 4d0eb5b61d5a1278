import { linkTo } from '@amparo/contract/links';
import {
  addDays,
  CARD_EXPIRY_NOTICE_DAYS,
  cardExpiresBefore,
  cardValidThrough,
  firstNameOf,
  PaymentMethodType,
  PolicyStatus,
} from '@amparo/domain';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods, payments, policies } from '../../db/schema/index.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';

/**
 * The daily check of cards on file (domain card-expiry.ts): a live policy whose stored card expires
 * before its next receipt, due within CARD_EXPIRY_NOTICE_DAYS, gets one mail asking to update it, once
 * per card and expiry (payment_methods.card_expiry_notice_for, set in the same statement that claims it).
 */
export async function mailExpiringCards(
  db: Database,
  input: { date: string },
  context: { publicUrl: string | null },
): Promise<{ mailed: number }> {
  const rows = await db
    .select({
      methodId: paymentMethods.id,
      expiry: paymentMethods.card_expiry,
      last4: paymentMethods.card_last4,
      policyId: policies.id,
      number: policies.number,
      email: policies.email,
      name: policies.complete_name,
      chargeOn: payments.activation_date,
      amount: payments.pending_amount_cents,
    })
    .from(paymentMethods)
    .innerJoin(policies, eq(policies.id, paymentMethods.policy_id))
    .innerJoin(payments, eq(payments.payment_method_id, paymentMethods.id))
    .where(
      and(
        eq(paymentMethods.type, PaymentMethodType.CARD),
        eq(paymentMethods.active, true),
        isNotNull(paymentMethods.card_reference),
        isNotNull(paymentMethods.card_expiry),
        or(
          isNull(paymentMethods.card_expiry_notice_for),
          ne(paymentMethods.card_expiry_notice_for, paymentMethods.card_expiry),
        ),
        inArray(policies.status, [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED]),
        gt(payments.pending_amount_cents, 0),
        isNull(payments.deleted_at),
        gte(payments.activation_date, input.date),
        lte(payments.activation_date, addDays(input.date, CARD_EXPIRY_NOTICE_DAYS)),
      ),
    )
    .orderBy(asc(payments.activation_date));
  // Each card once, about its next charge (rows come soonest first).
  const next = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!next.has(row.methodId)) next.set(row.methodId, row);
  let mailed = 0;
  for (const row of next.values()) {
    if (!cardExpiresBefore(row.expiry, row.chargeOn)) continue;
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(paymentMethods)
        .set({ card_expiry_notice_for: row.expiry })
        .where(
          and(
            eq(paymentMethods.id, row.methodId),
            or(
              isNull(paymentMethods.card_expiry_notice_for),
              ne(paymentMethods.card_expiry_notice_for, row.expiry!),
            ),
          ),
        )
        .returning({ id: paymentMethods.id });
      if (!claimed) return false;
      const through = cardValidThrough(row.expiry)!;
      await queueMail(tx, {
        to: row.email,
        template: 'card-expiring',
        data: {
          holderName: firstNameOf(row.name),
          policyNumber: row.number,
          last4: row.last4,
          validThrough: `${through.slice(5, 7)}/${through.slice(0, 4)}`,
          chargeOn: spanishDate(row.chargeOn),
          amount: row.amount,
          customerAreaUrl: context.publicUrl ? linkTo(context.publicUrl, 'customerArea') : null,
        },
      });
      return true;
    });
    if (sent) mailed += 1;
  }
  return { mailed };
}
