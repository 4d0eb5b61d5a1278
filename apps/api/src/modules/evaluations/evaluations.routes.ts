import { EVALUATION_SEND_BODY_LIMIT } from '@amparo/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { base64BodyLimit } from '../route-kit.ts';
import { createEvaluation } from './create-evaluation.ts';
import { getEvaluationStatus } from './get-evaluation-status.ts';
import { issueEvaluationCode } from './issue-evaluation-code.ts';
import { readImeiScreenshot } from './read-imei-screenshot.ts';
import { saveRiskImei } from './save-risk-imei.ts';
import { saveStaffImei } from './save-staff-imei.ts';
import { startEvaluationHandoff } from './start-evaluation-handoff.ts';

/**
 * The phone check's customer routes (docs/phone-check.md): the IMEI screenshot, the
 * screen code, the photos, the status the page polls, the desktop-to-phone
 * link. Staff routes (expert queue, decisions) are in staff-evaluations.routes.ts.
 * Customer routes take the policyholder's session or the link's token (?token=),
 * checked by the use-cases.
 */
export const evaluationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const publicUrl = app.config.publicUrl;

  endpoint(
    app,
    'readImeiScreenshot',
    // The policyholder's session or the phone-check link's token (?token=): checked by the use-case.
    ({ actor, query, params, body, now }) =>
      readImeiScreenshot(db, app.services, { actor, token: query.token }, params, body, now),
    // A screenshot in base64 is a third larger than the file the upload gate allows.
    { bodyLimit: base64BodyLimit(app.config.files.maxBytes) },
  );

  // Same access as the screenshot: the policyholder's session or the link's token (?token=).
  endpoint(app, 'saveRiskImei', ({ actor, query, params, body, now }) =>
    saveRiskImei(db, { actor, token: query.token }, params, body, now),
  );

  endpoint(app, 'saveStaffImei', ({ actor, params, body, ctx }) =>
    saveStaffImei(db, actor, params.userId, body, { ...ctx, publicUrl }),
  );

  endpoint(app, 'issueEvaluationCode', ({ actor, query, params, now }) =>
    issueEvaluationCode(db, { actor, token: query.token }, params, now),
  );

  endpoint(
    app,
    'createEvaluation',
    ({ actor, query, params, body, ctx, request }) =>
      createEvaluation(db, app.services, { actor, token: query.token }, params.policyId, body, {
        ...ctx,
        log: request.log,
      }),
    // Front, back and the invoice at EVALUATION_PHOTO_MAX_BYTES each, in base64: ~24 MB, not 3 × the gate's maximum.
    { bodyLimit: EVALUATION_SEND_BODY_LIMIT },
  );

  endpoint(app, 'getEvaluationStatus', ({ actor, query, params, ctx }) =>
    getEvaluationStatus(db, { actor, token: query.token }, params, { ...ctx, publicUrl }),
  );

  endpoint(app, 'startEvaluationHandoff', ({ actor, query, params, ctx }) =>
    startEvaluationHandoff(db, { actor, token: query.token }, params.policyId, { ...ctx, publicUrl }),
  );
};
