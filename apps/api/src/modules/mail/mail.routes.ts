import { MailListQuerySchema, MailListSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security, staffErrors } from '../route-kit.ts';
import { listMail } from './list-mail.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail-outbox',
    {
      config: { permission: Action.MAIL_OUTBOX_READ },
      schema: {
        tags: ['correo'],
        security,
        summary: 'Correos enviados por el sistema (enlaces y códigos ocultos cuando hay SMTP)',
        querystring: MailListQuerySchema,
        response: { 200: MailListSchema, ...staffErrors },
      },
    },
    async (request) => listMail(app.db, request.query, { revealSecrets: !app.config.smtpUrl }),
  );
};
