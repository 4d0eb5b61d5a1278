import {
  ErrorResponseSchema,
  PolicyPaymentParamsSchema,
  RefundOutcomeSchema,
  RefundRequestSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { refundPayment } from './refund-payment.ts';

const E = ErrorResponseSchema;

/** Refunds of paid receipts (issue 9): staff with payments.manage only. */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/policies/:id/payments/:paymentId/refund',
    {
      config: { permission: Action.PAYMENTS_MANAGE },
      schema: {
        tags: ['pagos con tarjeta'],
        security: [{ bearerAuth: [] }],
        summary:
          'Devolver todo o parte de un recibo pagado (a la tarjeta, o por transferencia). Envía Idempotency-Key.',
        params: PolicyPaymentParamsSchema,
        body: RefundRequestSchema,
        // Bad input or no key, no login, no permission, not found, unpaid or key reused, too much, no gateway.
        response: { 200: RefundOutcomeSchema, 400: E, 401: E, 403: E, 404: E, 409: E, 422: E, 503: E },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request, { required: true });
      return refundPayment(
        app.db,
        app.services.cardGateway,
        {
          policyId: request.params.id,
          paymentId: request.params.paymentId,
          amountCents: request.body.amount_cents,
          reason: request.body.reason,
          requestKey: key,
          actor: actorOf(request),
          ip: request.ip,
        },
        { now: new Date(), log: request.log },
      );
    },
  );
};
