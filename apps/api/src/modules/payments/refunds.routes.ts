import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { refundPayment } from './refund-payment.ts';

/** Refunds of paid receipts (docs/payments.md, Refunds): staff with payments.manage only. */
export const refundsRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'refundPayment', ({ params, body, actor, ctx, request }) =>
    refundPayment(
      app.db,
      app.services.cardGateway,
      {
        policyId: params.id,
        paymentId: params.paymentId,
        amountCents: body.amount_cents,
        reason: body.reason,
        requestKey: idempotencyKeyOf(request, { required: true }),
        actor,
        ip: ctx.ip,
      },
      { now: ctx.now, log: request.log },
    ),
  );
};
