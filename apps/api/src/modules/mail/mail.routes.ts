import {
  ErrorResponseSchema,
  IdParamsSchema,
  MailListQuerySchema,
  MailListSchema,
  ResendMailResultSchema,
  SendPolicyDocumentsRequestSchema,
  SendPolicyDocumentsResultSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security, staffErrors } from '../route-kit.ts';
import { listMail } from './list-mail.ts';
import { resendMail } from './resend-mail.ts';
import { sendPolicyDocuments } from './send-policy-documents.ts';

const tags = ['correo'];
const E = ErrorResponseSchema;

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail-outbox',
    {
      config: { permission: Action.MAIL_OUTBOX_READ },
      schema: {
        tags,
        security,
        summary: 'Correos enviados por el sistema (enlaces y códigos ocultos cuando hay SMTP)',
        querystring: MailListQuerySchema,
        response: { 200: MailListSchema, ...staffErrors },
      },
    },
    async (request) =>
      listMail(app.db, request.query, {
        revealSecrets: !app.config.smtpUrl,
        files: app.services.files,
        now: new Date(),
      }),
  );
  app.post(
    '/mail-outbox/:id/resend',
    {
      // Whoever reads the outbox (admins) may send one of its mails again: same address, same text.
      config: { permission: Action.MAIL_OUTBOX_READ },
      schema: {
        tags,
        security,
        summary: 'Reenviar un correo del buzón de salida (una copia, con sus adjuntos)',
        params: IdParamsSchema,
        // 429: five copies an hour to one address.
        response: { 201: ResendMailResultSchema, ...staffErrors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await resendMail(app.db, { mailId: request.params.id, actor: actorOf(request), ip: request.ip }),
        ),
  );
  app.post(
    '/policies/:id/mail',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Enviar de nuevo la documentación de la póliza (IPID y contrato adjuntos)',
        params: IdParamsSchema,
        body: SendPolicyDocumentsRequestSchema,
        // Not yet contracted (422), the signed contract's file lost (409), too many in an hour (429).
        response: { 201: SendPolicyDocumentsResultSchema, ...staffErrors, 409: E, 422: E, 429: E },
      },
    },
    async (request, reply) => {
      const result = await sendPolicyDocuments(
        app.db,
        app.services.files,
        { policyId: request.params.id, to: request.body.to, actor: actorOf(request), ip: request.ip },
        { now: new Date() },
      );
      return reply.status(201).send(result);
    },
  );
};
