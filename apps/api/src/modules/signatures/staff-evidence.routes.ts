import { VERIFY_DOCUMENT_MAX_BYTES } from '@amparo/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { base64BodyLimit } from '../route-kit.ts';
import { getPolicyEvidence } from './get-policy-evidence.ts';
import { verifyPolicyDocument } from './verify-policy-document.ts';

/**
 * The back office of the contract's signing evidence (docs/signature.md): the trail with
 * its chain check, and the check of a PDF someone sends back. Whoever may read
 * the policy (GET /policies/:id, same scope) may read its evidence.
 */
export const staffEvidenceRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'getPolicyEvidence', ({ actor, params, now }) =>
    getPolicyEvidence(app.db, app.services.files, actor, params.id, now),
  );

  endpoint(
    app,
    'verifyPolicyDocument',
    ({ actor, params, body, ctx }) =>
      verifyPolicyDocument(app.db, actor, { policyId: params.id, fileBase64: body.fileBase64, ip: ctx.ip }),
    // The PDF travels in base64, a third larger than the file; the use-case holds the file's limit.
    { bodyLimit: base64BodyLimit(VERIFY_DOCUMENT_MAX_BYTES) },
  );
};
