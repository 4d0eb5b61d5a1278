import { ErrorResponseSchema, SandboxFormBodySchema, z } from '@amparo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { parseFormBody } from '../payments/card-payments.routes.ts';
import { NOTIFICATION_PATH } from '../payments/issue-card-form.ts';
import { badRequestPage, cardFormPage, challengePage, foreignAddressPage } from './sandbox-pages.ts';

const tags = ['pasarela de pruebas'];
const html = z.string().describe('Página HTML');
const response = {
  200: html,
  303: z.null().describe('Vuelta a la tienda (URLOK / URLKO)'),
  // A bad signature or a foreign address gets a page; a body that is not a form gets the API's JSON error.
  400: html.or(ErrorResponseSchema),
};
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
export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
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
    outcome: { responseCode: string; cardNumber: string; expiry: string },
  ) {
    const result = sandboxResult(request.params, outcome, new Date());
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

  const route = {
    config: { permission: 'public' as const },
    schema: { tags, body: SandboxFormBodySchema, response },
  };

  app.post(
    '/sandbox-gateway/realizarPago',
    { ...route, schema: { ...route.schema, summary: 'Pasarela de pruebas: página de pago' } },
    async (request, reply) => {
      const checked = readRequest(request.body);
      if ('page' in checked) return sendPage(reply, checked.page, 400);
      return sendPage(reply, cardFormPage(checked.params, signedOf(request.body)));
    },
  );

  app.post(
    '/sandbox-gateway/pagar',
    {
      ...route,
      schema: { ...route.schema, summary: 'Pasarela de pruebas: pagar con una tarjeta de prueba' },
    },
    async (request, reply) => {
      const checked = readRequest(request.body);
      if ('page' in checked) return sendPage(reply, checked.page, 400);
      const { card_number = '', expiry = '', cvv = '', cancel } = request.body;
      if (cancel === '1')
        return finish(reply, checked, {
          responseCode: CANCELLED_RESPONSE,
          cardNumber: '0000000000000000',
          expiry: '0000',
        });
      const number = card_number.replace(/\s+/g, '');
      switch (sandboxCardOutcome({ number, expiry, cvv }, new Date())) {
        case null:
          return sendPage(
            reply,
            cardFormPage(
              checked.params,
              signedOf(request.body),
              'Usa una de las tarjetas de prueba, con una caducidad futura y un CVV de 3 cifras',
            ),
          );
        case 'challenge':
          return sendPage(reply, challengePage(checked.params, signedOf(request.body), { number, expiry }));
        case 'deny':
          return finish(reply, checked, { responseCode: DENIED_RESPONSE, cardNumber: number, expiry });
        case 'approve':
          return finish(reply, checked, { responseCode: '0000', cardNumber: number, expiry });
      }
    },
  );

  app.post(
    '/sandbox-gateway/3ds',
    { ...route, schema: { ...route.schema, summary: 'Pasarela de pruebas: código 3-D Secure' } },
    async (request, reply) => {
      const checked = readRequest(request.body);
      if ('page' in checked) return sendPage(reply, checked.page, 400);
      const { card_number = '', expiry = '', code = '' } = request.body;
      const challenged = SANDBOX_CARDS.find((c) => c.outcome === 'challenge')!.number;
      if (card_number !== challenged) return sendPage(reply, badRequestPage(), 400);
      const passed = code.trim() === SANDBOX_CHALLENGE_CODE;
      return finish(reply, checked, {
        responseCode: passed ? '0000' : AUTHENTICATION_FAILED_RESPONSE,
        cardNumber: card_number,
        expiry,
      });
    },
  );
};
