import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { addClaimComment } from './add-claim-comment.ts';
import { assignRepairCenter } from './assign-repair-center.ts';
import { changeClaimStatus } from './change-claim-status.ts';
import { getClaimsDashboard } from './get-claims-dashboard.ts';
import { getStaffClaim } from './get-staff-claim.ts';
import { markClaimMessagesRead } from './mark-claim-messages-read.ts';
import { messageClaimHolder } from './message-claim-holder.ts';
import { requestClaimDocument } from './request-claim-document.ts';
import { reviewClaimDocument } from './review-claim-document.ts';
import { withdrawClaimDocumentRequest } from './withdraw-claim-document-request.ts';

/**
 * The claims desk (back office). Staff only: claims.read to look, claims.manage to act, checked by
 * the permission on each endpoint before the body is read; the policies' scope rules then apply
 * (another store's claim is 404).
 */
export const claimsDeskRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const files = app.services.files;
  const publicUrl = app.config.publicUrl;

  endpoint(app, 'getStaffClaim', ({ actor, params, now }) => getStaffClaim(db, files, actor, params.id, now));

  endpoint(app, 'reviewClaimDocument', ({ actor, params, body, ctx }) =>
    reviewClaimDocument(db, files, actor, params, body, { ...ctx, publicUrl }),
  );

  endpoint(app, 'changeClaimStatus', ({ actor, params, body, ctx }) =>
    changeClaimStatus(db, files, actor, params.id, body, { ...ctx, publicUrl }),
  );

  endpoint(app, 'addClaimComment', ({ actor, params, body, ctx, request }) =>
    addClaimComment(db, files, actor, params.id, body, {
      ...ctx,
      publicUrl,
      idempotencyKey: idempotencyKeyOf(request),
    }),
  );

  endpoint(app, 'requestClaimDocument', ({ actor, params, body, ctx, request }) =>
    requestClaimDocument(db, files, actor, params.id, body, {
      ...ctx,
      publicUrl,
      idempotencyKey: idempotencyKeyOf(request),
    }),
  );

  endpoint(app, 'withdrawClaimDocumentRequest', ({ actor, params, ctx }) =>
    withdrawClaimDocumentRequest(db, files, actor, params, { ...ctx, publicUrl }),
  );

  endpoint(app, 'messageClaimHolder', ({ actor, params, body, ctx, request }) =>
    messageClaimHolder(db, files, actor, params.id, body, {
      ...ctx,
      publicUrl,
      idempotencyKey: idempotencyKeyOf(request),
    }),
  );

  endpoint(app, 'markClaimMessagesRead', ({ actor, params, now }) =>
    markClaimMessagesRead(db, actor, params.id, 'staff', now),
  );

  endpoint(app, 'assignRepairCenter', ({ actor, params, body, ctx }) =>
    assignRepairCenter(db, files, actor, params.id, body.repair_center_id, { ...ctx, publicUrl }),
  );

  endpoint(app, 'getClaimsDashboard', ({ actor, now }) => getClaimsDashboard(db, actor, now));
};
