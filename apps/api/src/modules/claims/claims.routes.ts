import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../plugins/auth.ts';
import { endpoint } from '../endpoint.ts';
import { policyClaimsCsvStream } from '../exports/policy-claims-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { base64BodyLimit, idempotencyKeyOf } from '../route-kit.ts';
import { assertClaimIntent } from './claim-access.ts';
import { parseMultipartUpload } from './claim-upload-body.ts';
import { declareClaim } from './declare-claim.ts';
import { deleteClaimDocument } from './delete-claim-document.ts';
import { getClaim } from './get-claim.ts';
import { listClaimsOfPolicy } from './list-claims.ts';
import { listPolicyClaims, streamPolicyClaims } from './list-policy-claims.ts';
import { markClaimMessagesRead } from './mark-claim-messages-read.ts';
import { replyToClaim } from './reply-to-claim.ts';
import { sendClaim } from './send-claim.ts';
import { updateClaimDraft } from './update-claim-draft.ts';
import { updateRiskClaim } from './update-risk-claim.ts';
import { uploadClaimDocument } from './upload-claim-document.ts';

/** Reading is claims.read for staff; declaring, changing, uploading and sending are claims.manage. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Claims (docs/claims.md). The policyholder has no claims action in the permission
 * table, so these routes open to any login (account.self) and staff are held
 * to claims.read or claims.manage in onRequest, after the login check and
 * before the body is even parsed (claim-access.ts), so a role without it gets
 * 403 whatever it sent; which policies each caller reaches is the use-cases'
 * (their own for the policyholder, the policies' scope rules for staff; any
 * other is 404). The desk's own routes are in claims-desk.routes.ts.
 */
export const claimsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const files = app.services.files;
  const uploadLimit = base64BodyLimit(app.config.files.maxBytes);
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: uploadLimit },
    async (request: FastifyRequest, body: Buffer | string) =>
      parseMultipartUpload(request, Buffer.from(body)),
  );
  // Every route of this plugin: the listing across policies (claims.read) passes it as well.
  app.addHook('onRequest', async (request) =>
    assertClaimIntent(actorOf(request), READ_METHODS.has(request.method) ? 'read' : 'write'),
  );

  endpoint(app, 'declareClaim', async ({ actor, params, body, ctx, request, reply }) => {
    const { replayed, claim } = await declareClaim(
      db,
      files,
      { actor, policyId: params.id, riskId: params.riskId, idempotencyKey: idempotencyKeyOf(request) },
      body,
      ctx,
    );
    reply.code(replayed ? 200 : 201);
    return claim;
  });

  endpoint(app, 'listRiskClaims', ({ actor, params, now }) =>
    listClaimsOfPolicy(db, actor, { policyId: params.id, riskId: params.riskId }, now),
  );

  endpoint(app, 'listPolicyClaimsOfPolicy', ({ actor, params, now }) =>
    listClaimsOfPolicy(db, actor, { policyId: params.id }, now),
  );

  endpoint(app, 'getClaim', ({ actor, params, now }) => getClaim(db, files, actor, params.id, now));

  endpoint(app, 'updateClaimDraft', ({ actor, params, body, ctx, request }) =>
    updateClaimDraft(db, files, actor, params.id, body, { ...ctx, log: request.log }),
  );

  endpoint(
    app,
    'uploadClaimDocument',
    ({ actor, params, body, ctx, request }) =>
      uploadClaimDocument(db, app.services, actor, params.id, body, { ...ctx, log: request.log }),
    { bodyLimit: uploadLimit },
  );

  endpoint(app, 'deleteClaimDocument', ({ actor, params, ctx, request }) =>
    deleteClaimDocument(db, files, actor, params, { ...ctx, log: request.log }),
  );

  endpoint(
    app,
    'replyToClaim',
    ({ actor, params, body, ctx, request }) =>
      replyToClaim(db, app.services, actor, params.id, body, {
        ...ctx,
        publicUrl: app.config.publicUrl,
        idempotencyKey: idempotencyKeyOf(request),
        log: request.log,
      }),
    { bodyLimit: uploadLimit },
  );

  endpoint(app, 'markOwnClaimMessagesRead', ({ actor, params, now }) =>
    markClaimMessagesRead(db, actor, params.id, 'customer', now),
  );

  endpoint(app, 'sendClaim', ({ actor, params, ctx }) =>
    sendClaim(db, files, actor, params.id, { ...ctx, publicUrl: app.config.publicUrl }),
  );

  // Spec 7 names POST on /claims/{id}: it sends the draft, like /send.
  endpoint(app, 'submitClaim', ({ actor, params, ctx }) =>
    sendClaim(db, files, actor, params.id, { ...ctx, publicUrl: app.config.publicUrl }),
  );

  endpoint(app, 'updateRiskClaim', ({ actor, params, body, ctx, request }) =>
    updateRiskClaim(db, files, actor, { policyId: params.id, riskId: params.riskId }, body, {
      ...ctx,
      log: request.log,
    }),
  );

  endpoint(app, 'listPolicyClaims', ({ actor, query, now, reply }) => {
    if (query.export_csv === '1') {
      const rows = streamPolicyClaims(db, actor, query.filter, now);
      return sendCsvStream(reply, 'siniestros.csv', policyClaimsCsvStream(rows));
    }
    return listPolicyClaims(db, actor, query, now);
  });
};
