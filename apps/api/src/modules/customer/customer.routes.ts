import type { FastifyPluginAsync } from 'fastify';
import { listCustomerDocuments } from '../documents/list-customer-documents.ts';
import { endpoint } from '../endpoint.ts';
import { confirmCustomerEmail } from './confirm-customer-email.ts';
import { getCustomerHome } from './get-customer-home.ts';
import { getOwnPolicyAccess } from './get-own-policy-access.ts';
import { requestAccessCode } from './request-access-code.ts';
import { startCustomerSession } from './start-customer-session.ts';
import { updateCustomerContact } from './update-customer-contact.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

export const customerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const files = app.services.files;

  endpoint(app, 'requestAccessCode', ({ body, ctx }) =>
    requestAccessCode(db, body.email, { ...ctx, perAddress: app.config.accessCodesPerAddress }),
  );

  endpoint(app, 'startCustomerSession', ({ body, ctx }) =>
    startCustomerSession(db, body, { ...ctx, perAddress: app.config.customerSessionsPerAddress }),
  );

  endpoint(app, 'getCustomerHome', ({ actor, now }) => getCustomerHome(db, files, actor, now));

  endpoint(app, 'updateCustomerContact', ({ actor, body, ctx }) =>
    updateCustomerContact(db, actor, body, ctx),
  );

  endpoint(app, 'confirmCustomerEmail', ({ actor, body, ctx }) => confirmCustomerEmail(db, actor, body, ctx));

  endpoint(app, 'updatePaymentMethod', ({ actor, params, body, ctx }) =>
    updatePaymentMethod(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'listCustomerDocuments', ({ actor, params, now }) =>
    listCustomerDocuments(db, files, actor, params.id, now),
  );

  endpoint(app, 'getOwnPolicyAccess', ({ actor, params, now }) =>
    getOwnPolicyAccess(db, actor, params.id, params.purpose, now),
  );
};
