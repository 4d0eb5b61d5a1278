import { ErrorResponseSchema, SandboxFormBodySchema, z } from '@amparo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantParameters, SignedFields } from '../../services/payments/redsys.ts';
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
import { badRequestPage, cardFormPage, challengePage } from './sandbox-pages.ts';

const tags = ['pasarela de pruebas'];
const html = z.string().describe('Página HTML');
const response = {
  200: html,
  303: z.null().describe('Vuelta a la tienda (URLOK / URLKO)'),
  // A bad signature gets a page; a body that is not a form gets the API's JSON error.
  400: html.or(ErrorResponseSchema),
};
/** Redsys: 9915, the customer cancelled the payment. */
const CANCELLED_RESPONSE = '9915';

/**
 * The built-in card gateway (CARD_GATEWAY=sandbox): Redsys's redirect pages,
 * played by this app. It checks the merchant's signed form with the public
 * test key, takes a test card, then posts the signed notification to the
 * merchant's address and sends the browser back, as Redsys does. Stateless:
 * every step carries the signed request and checks it again.
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

  /** Sends the signed result to the merchant (server to server), then the customer back. */
  async function finish(
    reply: FastifyReply,
    request: MerchantParameters,
    outcome: { responseCode: string; cardNumber: string; expiry: string },
  ) {
    const result = sandboxResult(request, outcome, new Date());
    const body = new URLSearchParams(result.notification).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    try {
      // Our own notification address is answered in process; any other merchant is called over HTTP.
      const own = result.merchantUrl.startsWith(`${app.config.publicUrl}/`);
      const status = own
        ? (
            await app.inject({
              method: 'POST',
              url: result.merchantUrl.slice(app.config.publicUrl.length),
              payload: body,
              headers,
            })
          ).statusCode
        : (
            await fetch(result.merchantUrl, {
              method: 'POST',
              body,
              headers,
              signal: AbortSignal.timeout(10_000),
            })
          ).status;
      if (status >= 300)
        app.log.warn(
          { status, merchantUrl: result.merchantUrl },
          'sandbox notification refused by the merchant',
        );
    } catch (error) {
      app.log.warn(
        { err: error, merchantUrl: result.merchantUrl },
        'sandbox notification could not be delivered',
      );
    }
    return reply.redirect(result.returnUrl, 303);
  }

  const route = {
    config: { permission: 'public' as const },
    schema: { tags, body: SandboxFormBodySchema, response },
  };

  app.post(
    '/sandbox-gateway/realizarPago',
    { ...route, schema: { ...route.schema, summary: 'Pasarela de pruebas: página de pago' } },
    async (request, reply) => {
      const params = readSandboxRequest(request.body);
      if (!params) return sendPage(reply, badRequestPage(), 400);
      return sendPage(reply, cardFormPage(params, signedOf(request.body)));
    },
  );

  app.post(
    '/sandbox-gateway/pagar',
    {
      ...route,
      schema: { ...route.schema, summary: 'Pasarela de pruebas: pagar con una tarjeta de prueba' },
    },
    async (request, reply) => {
      const params = readSandboxRequest(request.body);
      if (!params) return sendPage(reply, badRequestPage(), 400);
      const { card_number = '', expiry = '', cvv = '', cancel } = request.body;
      if (cancel === '1')
        return finish(reply, params, {
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
              params,
              signedOf(request.body),
              'Usa una de las tarjetas de prueba, con una caducidad futura y un CVV de 3 cifras',
            ),
          );
        case 'challenge':
          return sendPage(reply, challengePage(params, signedOf(request.body), { number, expiry }));
        case 'deny':
          return finish(reply, params, { responseCode: DENIED_RESPONSE, cardNumber: number, expiry });
        case 'approve':
          return finish(reply, params, { responseCode: '0000', cardNumber: number, expiry });
      }
    },
  );

  app.post(
    '/sandbox-gateway/3ds',
    { ...route, schema: { ...route.schema, summary: 'Pasarela de pruebas: código 3-D Secure' } },
    async (request, reply) => {
      const params = readSandboxRequest(request.body);
      const { card_number = '', expiry = '', code = '' } = request.body;
      const challenged = SANDBOX_CARDS.find((c) => c.outcome === 'challenge')!.number;
      if (!params || card_number !== challenged) return sendPage(reply, badRequestPage(), 400);
      const passed = code.trim() === SANDBOX_CHALLENGE_CODE;
      return finish(reply, params, {
        responseCode: passed ? '0000' : AUTHENTICATION_FAILED_RESPONSE,
        cardNumber: card_number,
        expiry,
      });
    },
  );
};
