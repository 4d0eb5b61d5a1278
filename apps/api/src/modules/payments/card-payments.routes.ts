import {
  CardChargeOutcomeSchema,
  CardNotificationBodySchema,
  CardNotificationResultSchema,
  CardPaymentFormSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PaymentAccessQuerySchema,
  PolicyPaymentMethodParamsSchema,
  PolicyPaymentMethodSchema,
  PolicyPaymentParamsSchema,
  UpdatePolicyPaymentMethodRequestSchema,
} from '@amparo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../plugins/auth.ts';
import { issueCardForm } from './issue-card-form.ts';
import { makePayment } from './make-payment.ts';
import { payWithStoredCard } from './pay-with-stored-card.ts';
import type { PaymentCaller } from './payment-access.ts';
import { receiveCardNotification } from './receive-card-notification.ts';
import { registerNewCard } from './register-new-card.ts';
import { updatePolicyPaymentMethod } from './update-policy-payment-method.ts';

const tags = ['pagos con tarjeta'];
/** A login or none (a payment link's token is a query parameter). */
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
const E = ErrorResponseSchema;
/** A payment route answers: bad input, no login or link, a role without payments.manage, not yours, state, rules, no gateway. */
const errors = { 400: E, 401: E, 403: E, 404: E, 409: E, 422: E, 503: E } as const;

/** Parses what browsers and Redsys post (application/x-www-form-urlencoded) into a plain object. */
export const parseFormBody = (
  _request: FastifyRequest,
  body: string,
  done: (e: Error | null, v?: unknown) => void,
) => done(null, Object.fromEntries(new URLSearchParams(body)));

/**
 * Card payments of a policy's receipts (issue 9). The routes are open at the
 * door ('optional': a login is read when sent) because a mailed payment link
 * pays without one; payment-access.ts decides who may touch which policy.
 */
export const cardPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseFormBody);
  const caller = (request: { actor: Actor | null; query: unknown; ip: string }): PaymentCaller => ({
    actor: request.actor,
    token: (request.query as { token?: string | undefined }).token,
    ip: request.ip,
  });
  const context = () => ({ now: new Date(), publicUrl: app.config.publicUrl });
  const gateway = () => app.services.cardGateway;
  const payment = { params: PolicyPaymentParamsSchema, querystring: PaymentAccessQuerySchema };

  app.get(
    '/policies/:id/payments/:paymentId/form',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security,
        summary: 'El formulario firmado para pagar un recibo en la pasarela de tarjeta',
        ...payment,
        response: { 200: CardPaymentFormSchema, ...errors },
      },
    },
    async (request) =>
      issueCardForm(
        app.db,
        gateway(),
        { ...request.params, policyId: request.params.id, caller: caller(request) },
        context(),
      ),
  );

  app.put(
    '/policies/:id/payments/:paymentId/pay-new-card',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security,
        summary: 'Pagar un recibo con una tarjeta nueva (que se guarda para los siguientes)',
        ...payment,
        response: { 200: CardPaymentFormSchema, ...errors },
      },
    },
    async (request) =>
      issueCardForm(
        app.db,
        gateway(),
        { ...request.params, policyId: request.params.id, caller: caller(request), newCard: true },
        context(),
      ),
  );

  app.put(
    '/policies/:id/payments/:paymentId/pay',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security,
        summary: 'Pagar un recibo con la tarjeta guardada',
        ...payment,
        response: { 200: CardChargeOutcomeSchema, ...errors },
      },
    },
    async (request) =>
      payWithStoredCard(
        app.db,
        gateway(),
        { ...request.params, policyId: request.params.id, caller: caller(request) },
        context(),
      ),
  );

  app.put(
    '/policies/:id/make-payment',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security,
        summary: 'Pagar con la tarjeta guardada todos los recibos vencidos',
        params: IdParamsSchema,
        querystring: PaymentAccessQuerySchema,
        response: { 200: CardChargeOutcomeSchema, ...errors },
      },
    },
    async (request) =>
      makePayment(app.db, gateway(), { policyId: request.params.id, caller: caller(request) }, context()),
  );

  app.post(
    '/policies/:id/payment_methods/new-card',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security,
        summary: 'Registrar una tarjeta nueva pagando con ella el próximo recibo',
        params: IdParamsSchema,
        querystring: PaymentAccessQuerySchema,
        response: { 200: CardPaymentFormSchema, ...errors },
      },
    },
    async (request) =>
      registerNewCard(app.db, gateway(), { policyId: request.params.id, caller: caller(request) }, context()),
  );

  app.patch(
    '/policies/:id/payment_methods/:methodId',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        security,
        summary: 'Elegir la forma de pago habitual de la póliza, o darla de baja',
        params: PolicyPaymentMethodParamsSchema,
        querystring: PaymentAccessQuerySchema,
        body: UpdatePolicyPaymentMethodRequestSchema,
        response: { 200: PolicyPaymentMethodSchema, ...errors },
      },
    },
    async (request) =>
      updatePolicyPaymentMethod(
        app.db,
        {
          policyId: request.params.id,
          methodId: request.params.methodId,
          caller: caller(request),
          patch: request.body,
        },
        { now: new Date() },
      ),
  );

  app.post(
    '/payments/redsys/notification',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Notificación firmada de la pasarela (Redsys): resultado de un pago',
        body: CardNotificationBodySchema,
        response: { 200: CardNotificationResultSchema, 400: E, 404: E, 409: E, 422: E, 503: E },
      },
    },
    async (request) =>
      receiveCardNotification(app.db, gateway(), request.body, { ...context(), log: request.log }),
  );
};
