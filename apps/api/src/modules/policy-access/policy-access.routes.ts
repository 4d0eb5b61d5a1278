import {
  ErrorResponseSchema,
  PolicyAccessParamsSchema,
  PolicyAccessSchema,
  PolicyLinkSessionRequestSchema,
  PolicyLinkSessionSchema,
  z,
} from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPolicyAccess } from './get-policy-access.ts';
import { startPolicyLinkSession } from './start-link-session.ts';

/**
 * The links in mails and QR codes (pay, check the phone, sign) open one
 * policy for one purpose with a capability token (docs/security.md).
 */
export const policyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policy-access/:purpose',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['enlaces de los correos'],
        summary: 'La póliza que abre un enlace de pago, peritación o firma (token del enlace)',
        params: z.object({
          purpose: z.enum(['evaluation', 'payment', 'signature'], { error: 'Enlace desconocido' }),
        }),
        querystring: z.object({ token: z.string({ error: 'Falta el token del enlace' }).min(20).max(200) }),
        response: { 200: PolicyAccessSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getPolicyAccess(app.db, request.params.purpose, request.query.token, new Date()),
  );

  app.post(
    '/policy-access/:purpose/session',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['enlaces de los correos'],
        summary: 'Abrir un enlace de un correo: su token (en el cuerpo) por una sesión de la pestaña',
        params: PolicyAccessParamsSchema,
        body: PolicyLinkSessionRequestSchema,
        response: { 200: PolicyLinkSessionSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      startPolicyLinkSession(app.db, request.params.purpose, request.body.token, {
        now: new Date(),
        ip: request.ip,
      }),
  );
};
