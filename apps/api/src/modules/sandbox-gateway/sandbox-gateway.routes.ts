import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  isApprovedResponse,
  type MerchantParameters,
  type SignedFields,
} from '../../services/payments/redsys.ts';
import { checkSandboxAddresses, type SandboxAddresses } from '../../services/payments/sandbox-addresses.ts';
import {
  AUTHENTICATION_FAILED_RESPONSE,
  DENIED_RESPONSE,
  readSandboxRequest,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  sandboxCardOutcome,
  sandboxResult,
} from '../../services/payments/sandbox-gateway.ts';
import { endpoint } from '../endpoint.ts';
import { parseFormBody } from '../payments/card-payments.routes.ts';
import { NOTIFICATION_PATH } from '../payments/issue-card-form.ts';
import { badRequestPage, cardFormPage, challengePage, foreignAddressPage } from './sandbox-pages.ts';

/** Redsys: 9915, the customer cancelled the payment. */
const CANCELLED_RESPONSE = '9915';

/**
 * The built-in card gateway (CARD_GATEWAY=sandbox; registered only then, in
 * app.ts): Redsys's redirect pages, played by this app. It checks the
 * merchant's signed form with the public test key, takes a test card, then
 * hands the signed notification to this app's own notification route and
 * sends the browser back, as Redsys does. Anyone can sign with that key, so it
 * talks to no other address (sandbox-addresses.ts). Stateless: every step
 * carries the signed request and checks it again.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseFormBody);
  const sendPage = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  const signedOf = (body: Record<string, string>): SignedFields => ({
    Ds_SignatureVersion: body.Ds_SignatureVersion ?? '',
    Ds_MerchantParameters: body.Ds_MerchantParameters ?? '',
    Ds_Signature: body.Ds_Signature ?? '',
  });
  const own = {
    publicUrl: app.config.publicUrl,
    notificationUrl: `${app.config.publicUrl}${NOTIFICATION_PATH}`,
  };

  /** The posted request, signature and addresses checked; or the page that refuses it. */
  function readRequest(
    body: Record<string, string>,
  ): { params: MerchantParameters; addresses: SandboxAddresses } | { page: string } {
    const params = readSandboxRequest(body);
    if (!params) return { page: badRequestPage() };
    const addresses = checkSandboxAddresses(params, own);
    if ('refusal' in addresses) return { page: foreignAddressPage(addresses.refusal) };
    return { params, addresses };
  }

  /** Hands the signed result to our notification route (in process, no network), then sends the customer back. */
  async function finish(
    reply: FastifyReply,
    request: { params: MerchantParameters; addresses: SandboxAddresses },
    now: Date,
    outcome: { responseCode: string; cardNumber: string; expiry: string },
  ) {
    const result = sandboxResult(request.params, outcome, now);
    const answer = await app.inject({
      method: 'POST',
      url: NOTIFICATION_PATH,
      payload: new URLSearchParams(result.notification).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (answer.statusCode >= 300)
      app.log.warn({ status: answer.statusCode }, 'sandbox notification refused by the notification route');
    const { okUrl, koUrl } = request.addresses;
    return reply.redirect(isApprovedResponse(outcome.responseCode) ? okUrl : koUrl, 303);
  }

  endpoint(app, 'sandboxGatewayStart', ({ body, reply }) => {
    const checked = readRequest(body);
    if ('page' in checked) return sendPage(reply, checked.page, 400);
    return sendPage(reply, cardFormPage(checked.params, signedOf(body)));
  });

  endpoint(app, 'sandboxGatewayPay', ({ body, now, reply }) => {
    const checked = readRequest(body);
    if ('page' in checked) return sendPage(reply, checked.page, 400);
    const { card_number = '', expiry = '', cvv = '', cancel } = body;
    if (cancel === '1')
      return finish(reply, checked, now, {
        responseCode: CANCELLED_RESPONSE,
        cardNumber: '0000000000000000',
        expiry: '0000',
      });
    const number = card_number.replace(/\s+/g, '');
    switch (sandboxCardOutcome({ number, expiry, cvv }, now)) {
      case null:
        return sendPage(
          reply,
          cardFormPage(
            checked.params,
            signedOf(body),
            'Usa una de las tarjetas de prueba, con una caducidad futura y un CVV de 3 cifras',
          ),
        );
      case 'challenge':
        return sendPage(reply, challengePage(checked.params, signedOf(body), { number, expiry }));
      case 'deny':
        return finish(reply, checked, now, { responseCode: DENIED_RESPONSE, cardNumber: number, expiry });
      case 'approve':
        return finish(reply, checked, now, { responseCode: '0000', cardNumber: number, expiry });
    }
  });

  endpoint(app, 'sandboxGatewayChallenge', ({ body, now, reply }) => {
    const checked = readRequest(body);
    if ('page' in checked) return sendPage(reply, checked.page, 400);
    const { card_number = '', expiry = '', code = '' } = body;
    const challenged = SANDBOX_CARDS.find((c) => c.outcome === 'challenge')!.number;
    if (card_number !== challenged) return sendPage(reply, badRequestPage(), 400);
    const passed = code.trim() === SANDBOX_CHALLENGE_CODE;
    return finish(reply, checked, now, {
      responseCode: passed ? '0000' : AUTHENTICATION_FAILED_RESPONSE,
      cardNumber: card_number,
      expiry,
    });
  });
};
