import { SIGNATURE_IMAGE_MAX_CHARS } from '@amparo/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { getSigning } from './get-signing.ts';
import { openSigningDocument } from './open-signing-document.ts';
import { resendSigningLink } from './resend-signing-link.ts';
import { restartSigning } from './restart-signing.ts';
import { sendSigningCode } from './send-signing-code.ts';
import { signContract } from './sign-contract.ts';

/** The evidence keeps the browser's word whole, within reason. */
const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 1000);

/**
 * Signing the policy contract (docs/signature.md). The customer routes take the
 * policyholder's session or the signing link's session token (`?token=`),
 * checked by the use-cases (signing-access.ts); the resend is back office.
 */
export const signaturesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const deps = () => ({
    files: app.services.files,
    provider: app.services.signature,
    publicUrl: app.config.publicUrl,
    sms: app.services.sms,
  });

  endpoint(app, 'getSigning', ({ actor, query, params, now }) =>
    getSigning(db, deps(), { actor, token: query.token }, params.id, now),
  );

  endpoint(app, 'startSigning', ({ actor, query, params, now }) =>
    restartSigning(db, deps(), { actor, token: query.token }, params.id, now),
  );

  endpoint(app, 'openSigningDocument', async ({ actor, query, params, now, request, reply }) => {
    const doc = await openSigningDocument(
      db,
      deps(),
      { actor, token: query.token },
      { policyId: params.id, ip: request.ip, userAgent: userAgentOf(request) },
      now,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', doc.size)
      .header('content-disposition', `inline; filename="${doc.filename}"`)
      .header('cache-control', 'no-store')
      .send(doc.stream);
  });

  endpoint(app, 'sendSigningCode', ({ actor, query, params, body, now, request }) =>
    sendSigningCode(
      db,
      deps(),
      { actor, token: query.token },
      { policyId: params.id, request: body, ip: request.ip },
      now,
    ),
  );

  endpoint(
    app,
    'signContract',
    ({ actor, query, params, body, now, request }) =>
      signContract(
        db,
        { ...deps(), signing: { ...app.config.signing, dataDir: app.config.dataDir } },
        { actor, token: query.token },
        {
          policyId: params.id,
          request: body,
          signer: { ip: request.ip, userAgent: userAgentOf(request) },
          idempotencyKey: idempotencyKeyOf(request),
        },
        now,
      ),
    { bodyLimit: SIGNATURE_IMAGE_MAX_CHARS + 16 * 1024 },
  );

  endpoint(app, 'resendSigningLink', ({ actor, params, body, now, request }) =>
    resendSigningLink(
      db,
      deps(),
      { policyId: params.id, sms: body.sms ?? false, actor, ip: request.ip },
      now,
    ),
  );
};
