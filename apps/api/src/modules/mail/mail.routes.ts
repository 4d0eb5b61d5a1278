import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { listMail } from './list-mail.ts';
import { resendMail } from './resend-mail.ts';
import { sendPolicyDocuments } from './send-policy-documents.ts';

export const mailRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const files = app.services.files;

  endpoint(app, 'listMail', ({ query, now }) =>
    listMail(db, query, { revealSecrets: !app.config.smtpUrl, files, now }),
  );

  // Whoever reads the outbox (admins) may send one of its mails again: same address, same text.
  // Five copies an hour to one address (429).
  endpoint(app, 'resendMail', ({ actor, params, ctx }) =>
    resendMail(db, { mailId: params.id, actor, ...ctx }),
  );

  // Not yet contracted (422), the signed contract's file lost (409), too many in an hour (429).
  endpoint(app, 'sendPolicyDocuments', ({ actor, params, body, ctx }) =>
    sendPolicyDocuments(db, files, { policyId: params.id, to: body.to, actor, ip: ctx.ip }, { now: ctx.now }),
  );
};
