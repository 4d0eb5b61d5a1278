import {
  ErrorResponseSchema,
  IdParamsSchema,
  PolicyEvidenceSchema,
  VERIFY_DOCUMENT_MAX_BYTES,
  VerifyDocumentRequestSchema,
  VerifyDocumentResultSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { base64BodyLimit, security, staffErrors } from '../route-kit.ts';
import { getPolicyEvidence } from './get-policy-evidence.ts';
import { verifyPolicyDocument } from './verify-policy-document.ts';

const tags = ['firma'];

/**
 * The back office of the contract's signing evidence (issue 11): the trail with
 * its chain check, and the check of a PDF someone sends back. Whoever may read
 * the policy (GET /policies/:id, same scope) may read its evidence.
 */
export const staffEvidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/:id/evidence',
    {
      config: { permission: Action.POLICIES_READ },
      schema: {
        tags,
        security,
        summary:
          'La firma del contrato de una póliza: firmas, registros de evidencia con la comprobación de su cadena y el enlace al contrato firmado',
        params: IdParamsSchema,
        response: { 200: PolicyEvidenceSchema, ...staffErrors },
      },
    },
    async (request) =>
      getPolicyEvidence(app.db, app.services.files, actorOf(request), request.params.id, new Date()),
  );

  app.post(
    '/policies/:id/evidence/verify-document',
    {
      config: { permission: Action.POLICIES_READ },
      // The PDF travels in base64, a third larger than the file; the use-case holds the file's limit.
      bodyLimit: base64BodyLimit(VERIFY_DOCUMENT_MAX_BYTES),
      schema: {
        tags,
        security,
        summary: '¿Es este PDF el contrato firmado de la póliza? Compara su SHA-256 con las firmas',
        params: IdParamsSchema,
        body: VerifyDocumentRequestSchema,
        response: { 200: VerifyDocumentResultSchema, ...staffErrors, 413: ErrorResponseSchema },
      },
    },
    async (request) =>
      verifyPolicyDocument(app.db, actorOf(request), {
        policyId: request.params.id,
        fileBase64: request.body.fileBase64,
        ip: request.ip,
      }),
  );
};
