import { PaymentMethodType } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { MISMATCH_DETAIL } from '../../services/payments/operation-mismatch.ts';
import { wasSuperseded } from './close-earlier-attempts.ts';
import { keepCardOnFile } from './keep-card-on-file.ts';
import { recordDeniedAttempt } from './record-denied-attempt.ts';
import { settleReceipt } from './settle-receipt.ts';
import { awaitsGatewayOutcome } from './sweep-stale-attempts.ts';

export type NotificationOutcome = { message: string; status: 'paid' | 'denied' | 'already_recorded' };

/**
 * The gateway tells us how a card attempt ended. Nothing is believed before
 * the signature checks, and a signed operation other than the one asked (a
 * refund, another currency, merchant or terminal) changes nothing. Then the
 * attempt's pending transaction is locked, so a replayed or concurrent copy of
 * the same notification waits and finds it already recorded: one transaction,
 * one payment, whatever arrives. An attempt closed by a newer card form pays
 * nothing either.
 */
export async function receiveCardNotification(
  db: Database,
  gateway: CardGateway,
  fields: Record<string, unknown>,
  context: { now: Date; publicUrl: string; log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
): Promise<NotificationOutcome> {
  const notification = await gateway.verifyNotification(fields);
  if (!notification) {
    context.log.warn({ fields: Object.keys(fields) }, 'card notification with a bad signature ignored');
    throw new AppError('CARD_NOTIFICATION_BAD_SIGNATURE');
  }
  if (notification.mismatches.length > 0) {
    // Signed by the gateway, so possibly money moved: staff look at it in the gateway's back office.
    context.log.error(
      { order: notification.order, mismatches: notification.mismatches, approved: notification.approved },
      'signed card notification for another operation than the one asked: nothing paid',
    );
    throw new AppError('CARD_NOTIFICATION_INVALID', {
      errors: notification.mismatches.map((m) => ({
        path: `body.Ds_MerchantParameters.${MISMATCH_DETAIL[m].field}`,
        message: MISMATCH_DETAIL[m].message,
      })),
    });
  }
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.gateway, gateway.kind),
          eq(paymentTransactions.gateway_order, notification.order),
        ),
      )
      .for('update');
    if (!attempt) {
      context.log.warn({ order: notification.order }, 'card notification for an unknown order');
      throw new AppError('CARD_ORDER_UNKNOWN');
    }
    if (wasSuperseded(attempt)) {
      if (notification.approved)
        context.log.error(
          { order: notification.order, paymentId: attempt.payment_id },
          'approved card payment for an attempt closed by a newer form: nothing paid, refund it by hand',
        );
      return {
        message: 'Este intento se cerró al pedir otro formulario de pago: no paga el recibo',
        status: 'already_recorded' as const,
      };
    }
    if (!awaitsGatewayOutcome(attempt))
      return { message: 'Esta notificación ya estaba registrada', status: 'already_recorded' as const };
    const common = {
      paymentId: attempt.payment_id,
      amountCents: notification.amountCents,
      methodType: PaymentMethodType.CARD,
      paymentMethodId: attempt.payment_method_id,
      gateway: gateway.kind,
      gatewayOrder: notification.order,
      raw: notification.raw,
      occurredAt: context.now,
      now: context.now,
    };
    if (!notification.approved) {
      await recordDeniedAttempt(tx, { ...common, responseCode: notification.responseCode });
      return { message: 'Pago denegado registrado', status: 'denied' as const };
    }
    const methodId = await keepCardOnFile(tx, attempt.payment_id, notification, context.now);
    try {
      await settleReceipt(tx, {
        ...common,
        paymentMethodId: methodId ?? attempt.payment_method_id,
        kind: 'charge',
        reference: notification.authorisationCode,
        actor: null,
        publicUrl: context.publicUrl,
      });
    } catch (error) {
      // Money taken that the receipt cannot take (paid meanwhile by another attempt, or a
      // different amount): nothing is written, and staff must refund it by hand (docs/payments.md).
      context.log.error(
        { order: notification.order, err: error },
        'approved card payment could not settle its receipt',
      );
      throw error;
    }
    return { message: 'Pago registrado', status: 'paid' as const };
  });
}
