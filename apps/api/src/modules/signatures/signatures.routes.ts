import {
  ErrorResponseSchema,
  IdParamsSchema,
  ResendSigningLinkRequestSchema,
  ResendSigningLinkResultSchema,
  SendSigningCodeRequestSchema,
  SIGNATURE_IMAGE_MAX_CHARS,
  SignContractRequestSchema,
  SignContractResultSchema,
  SigningAccessQuerySchema,
  SigningCodeSentSchema,
  SigningParamsSchema,
  SigningStateSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { idempotencyKeyOf, security, staffErrors } from '../route-kit.ts';
import { getSigning } from './get-signing.ts';
import { openSigningDocument } from './open-signing-document.ts';
import { resendSigningLink } from './resend-signing-link.ts';
import { restartSigning } from './restart-signing.ts';
import { sendSigningCode } from './send-signing-code.ts';
import { signContract } from './sign-contract.ts';

const tags = ['firma'];
const E = ErrorResponseSchema;
/** What a customer route of the signing may answer: bad input, no access, not yours, state, limits, seal down. */
const customerErrors = { 400: E, 401: E, 404: E, 409: E, 422: E, 429: E, 503: E };
/** The evidence keeps the browser's word whole, within reason. */
const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 1000);

/**
 * Signing the policy contract (issue 11). The customer routes take the
 * policyholder's session or the signing link's session token (`?token=`),
 * checked by the use-cases (signing-access.ts); the resend is back office.
 */
export const signaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    files: app.services.files,
    provider: app.services.signature,
    publicUrl: app.config.publicUrl,
    sms: app.services.sms,
  });

  app.get(
    '/policies/:id/signature',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Estado de la firma del contrato (lo que leen la página de firma y la de vuelta)',
        params: SigningParamsSchema,
        querystring: SigningAccessQuerySchema,
        response: { 200: SigningStateSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) =>
      getSigning(
        app.db,
        deps(),
        { actor: request.actor, token: request.query.token },
        request.params.id,
        new Date(),
      ),
  );

  app.post(
    '/policies/:id/signature/start',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Preparar de nuevo el contrato para firmar (tras caducar o fallar la firma anterior)',
        params: SigningParamsSchema,
        querystring: SigningAccessQuerySchema,
        response: { 201: SigningStateSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const state = await restartSigning(
        app.db,
        deps(),
        { actor: request.actor, token: request.query.token },
        request.params.id,
        new Date(),
      );
      return reply.status(201).send(state);
    },
  );

  app.get(
    '/policies/:id/signature/document',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'El contrato sin firmar, en PDF, para leerlo antes de firmar',
        params: SigningParamsSchema,
        querystring: SigningAccessQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('El contrato sin firmar, PDF'), ...customerErrors },
      },
    },
    async (request, reply) => {
      const doc = await openSigningDocument(
        app.db,
        deps(),
        { actor: request.actor, token: request.query.token },
        { policyId: request.params.id, ip: request.ip, userAgent: userAgentOf(request) },
        new Date(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', doc.size)
        .header('content-disposition', `inline; filename="${doc.filename}"`)
        .header('cache-control', 'no-store')
        .send(doc.stream);
    },
  );

  app.post(
    '/policies/:id/signature/code',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Enviar el código de firma (6 cifras, 10 minutos) por correo o SMS',
        params: SigningParamsSchema,
        querystring: SigningAccessQuerySchema,
        body: SendSigningCodeRequestSchema,
        response: { 201: SigningCodeSentSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const sent = await sendSigningCode(
        app.db,
        deps(),
        { actor: request.actor, token: request.query.token },
        { policyId: request.params.id, request: request.body, ip: request.ip },
        new Date(),
      );
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/policies/:id/signature/sign',
    {
      config: { permission: 'public' },
      bodyLimit: SIGNATURE_IMAGE_MAX_CHARS + 16 * 1024,
      schema: {
        tags,
        summary: 'Firmar el contrato: código, firma dibujada (PNG) y consentimiento. Envía Idempotency-Key.',
        params: SigningParamsSchema,
        querystring: SigningAccessQuerySchema,
        body: SignContractRequestSchema,
        response: { 200: SignContractResultSchema, ...customerErrors },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      return signContract(
        app.db,
        { ...deps(), signing: { ...app.config.signing, dataDir: app.config.dataDir } },
        { actor: request.actor, token: request.query.token },
        {
          policyId: request.params.id,
          request: request.body,
          signer: { ip: request.ip, userAgent: userAgentOf(request) },
          idempotencyKey: key,
        },
        new Date(),
      );
    },
  );

  app.post(
    '/policies/:id/signature/resend',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Reenviar el enlace de firma al tomador (por correo, y por SMS si se pide)',
        params: IdParamsSchema,
        body: ResendSigningLinkRequestSchema,
        response: { 201: ResendSigningLinkResultSchema, ...staffErrors, 409: E, 422: E, 429: E },
      },
    },
    async (request, reply) => {
      const result = await resendSigningLink(
        app.db,
        deps(),
        {
          policyId: request.params.id,
          sms: request.body.sms ?? false,
          actor: actorOf(request),
          ip: request.ip,
        },
        new Date(),
      );
      return reply.status(201).send(result);
    },
  );
};
