import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { getPolicyAccess } from './get-policy-access.ts';
import { startPolicyLinkSession } from './start-link-session.ts';

/**
 * The links in mails and QR codes (pay, check the phone, sign) open one
 * policy for one purpose with a capability token (docs/security.md).
 */
export const policyAccessRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'getPolicyAccess', ({ params, query, now }) =>
    getPolicyAccess(app.db, params.purpose, query.token, now),
  );

  endpoint(app, 'startPolicyLinkSession', ({ params, body, ctx }) =>
    startPolicyLinkSession(app.db, params.purpose, body.token, ctx),
  );
};
