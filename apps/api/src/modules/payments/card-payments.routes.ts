import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { issueCardForm } from './issue-card-form.ts';
import { makePayment } from './make-payment.ts';
import { payWithStoredCard } from './pay-with-stored-card.ts';
import { type PaymentCallerInput, paymentCallerOf } from './payment-access.ts';
import { receiveCardNotification } from './receive-card-notification.ts';
import { registerNewCard } from './register-new-card.ts';
import { updatePolicyPaymentMethod } from './update-policy-payment-method.ts';

/** Parses what browsers and Redsys post (application/x-www-form-urlencoded) into a plain object. */
export const parseFormBody = (
  _request: FastifyRequest,
  body: string,
  done: (e: Error | null, v?: unknown) => void,
) => done(null, Object.fromEntries(new URLSearchParams(body)));

/**
 * Card payments of a policy's receipts (docs/payments.md). The routes are open at the
 * door ('optional': a login is read when sent) because a mailed payment link
 * pays without one; payment-access.ts decides who may touch which policy.
 */
export const cardPaymentsRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseFormBody);
  const { db } = app;
  const publicUrl = app.config.publicUrl;
  const gateway = () => app.services.cardGateway;
  /** The policy an endpoint pays on, and who asks. */
  const onPolicy = (input: PaymentCallerInput & { params: { id: number } }) => ({
    policyId: input.params.id,
    caller: paymentCallerOf(input),
  });
  /** One receipt of that policy. */
  const onReceipt = (input: PaymentCallerInput & { params: { id: number; paymentId: number } }) => ({
    ...onPolicy(input),
    paymentId: input.params.paymentId,
  });
  const context = (input: { now: Date }) => ({ now: input.now, publicUrl });

  endpoint(app, 'getCardPaymentForm', (input) =>
    issueCardForm(db, gateway(), onReceipt(input), context(input)),
  );

  endpoint(app, 'payWithNewCard', (input) =>
    issueCardForm(db, gateway(), { ...onReceipt(input), newCard: true }, context(input)),
  );

  endpoint(app, 'payWithStoredCard', (input) =>
    payWithStoredCard(db, gateway(), onReceipt(input), context(input)),
  );

  endpoint(app, 'makePayment', (input) => makePayment(db, gateway(), onPolicy(input), context(input)));

  endpoint(app, 'registerNewCard', (input) =>
    registerNewCard(db, gateway(), onPolicy(input), context(input)),
  );

  endpoint(app, 'updatePolicyPaymentMethod', (input) =>
    updatePolicyPaymentMethod(
      db,
      {
        ...onPolicy(input),
        methodId: input.params.methodId,
        patch: input.body,
      },
      { now: input.now },
    ),
  );

  endpoint(app, 'receiveCardNotification', ({ body, now, request }) =>
    receiveCardNotification(db, gateway(), body, { now, publicUrl, log: request.log }),
  );
};
