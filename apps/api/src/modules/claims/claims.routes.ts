import {
  ClaimDetailSchema,
  ClaimDocumentParamsSchema,
  ClaimListSchema,
  ClaimRiskParamsSchema,
  CreateClaimRequestSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PolicyClaimListQuerySchema,
  PolicyClaimListSchema,
  UpdateClaimDraftRequestSchema,
  UploadClaimDocumentRequestSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { policyClaimsCsvStream } from '../exports/policy-claims-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { base64BodyLimit, ctx, idempotencyKeyOf, security, staffErrors } from '../route-kit.ts';
import { assertClaimIntent, type ClaimIntent } from './claim-access.ts';
import { parseMultipartUpload } from './claim-upload-body.ts';
import { declareClaim } from './declare-claim.ts';
import { deleteClaimDocument } from './delete-claim-document.ts';
import { getClaim } from './get-claim.ts';
import { listClaimsOfPolicy } from './list-claims.ts';
import { listPolicyClaims, streamPolicyClaims } from './list-policy-claims.ts';
import { sendClaim } from './send-claim.ts';
import { updateClaimDraft } from './update-claim-draft.ts';
import { uploadClaimDocument } from './upload-claim-document.ts';

const tags = ['siniestros'];
const E = ErrorResponseSchema;
/** Bad input, no login, a role without the claims action, not yours, a state that forbids it, a rule broken. */
const errors = { 400: E, 401: E, 403: E, 404: E, 409: E, 422: E } as const;

/**
 * Claims (issue 12). The policyholder has no claims action in the permission
 * table, so these routes open to any login (account.self) and staff are held
 * to claims.read or claims.manage in onRequest, after the login check and
 * before the body is even parsed (claim-access.ts), so a role without it gets
 * 403 whatever it sent; which policies each caller reaches is the use-cases'
 * (their own for the policyholder, the policies' scope rules for staff; any
 * other is 404). The desk's own routes are in claims-desk.routes.ts.
 */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadLimit = base64BodyLimit(app.config.files.maxBytes);
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: uploadLimit },
    async (request: FastifyRequest, body: Buffer | string) =>
      parseMultipartUpload(request, Buffer.from(body)),
  );
  const gate = (intent: ClaimIntent) => async (request: FastifyRequest) =>
    assertClaimIntent(actorOf(request), intent);
  const mayRead = gate('read');
  const mayWrite = gate('write');

  app.post(
    '/policies/:id/risks/:riskId/claims',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayWrite,
      schema: {
        tags,
        security,
        summary: 'Declarar un siniestro (queda en borrador hasta enviarlo). Admite Idempotency-Key.',
        params: ClaimRiskParamsSchema,
        body: CreateClaimRequestSchema,
        response: { 200: ClaimDetailSchema, 201: ClaimDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { replayed, claim } = await declareClaim(
        app.db,
        app.services.files,
        {
          actor: actorOf(request),
          policyId: request.params.id,
          riskId: request.params.riskId,
          idempotencyKey: key,
        },
        request.body,
        ctx(request.ip),
      );
      return reply.status(replayed ? 200 : 201).send(claim);
    },
  );

  app.get(
    '/policies/:id/risks/:riskId/claims',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayRead,
      schema: {
        tags,
        security,
        summary: 'Siniestros de un dispositivo asegurado',
        params: ClaimRiskParamsSchema,
        response: { 200: ClaimListSchema, ...staffErrors },
      },
    },
    async (request) =>
      listClaimsOfPolicy(
        app.db,
        actorOf(request),
        { policyId: request.params.id, riskId: request.params.riskId },
        new Date(),
      ),
  );

  app.get(
    '/policies/:id/claims',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayRead,
      schema: {
        tags,
        security,
        summary: 'Siniestros de una póliza (borradores incluidos)',
        params: IdParamsSchema,
        response: { 200: ClaimListSchema, ...staffErrors },
      },
    },
    async (request) =>
      listClaimsOfPolicy(app.db, actorOf(request), { policyId: request.params.id }, new Date()),
  );

  app.get(
    '/claims/:id',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayRead,
      schema: {
        tags,
        security,
        summary: 'Un siniestro: datos, documentos (enlaces firmados), checklist, plazos e historial',
        params: IdParamsSchema,
        response: { 200: ClaimDetailSchema, ...staffErrors },
      },
    },
    async (request) => getClaim(app.db, app.services.files, actorOf(request), request.params.id, new Date()),
  );

  app.patch(
    '/claims/:id',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayWrite,
      schema: {
        tags,
        security,
        summary: 'Cambiar un borrador de siniestro (tipo, fecha, descripción, datos)',
        params: IdParamsSchema,
        body: UpdateClaimDraftRequestSchema,
        response: { 200: ClaimDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateClaimDraft(app.db, app.services.files, actorOf(request), request.params.id, request.body, {
        ...ctx(request.ip),
        log: request.log,
      }),
  );

  app.post(
    '/claims/:id/documents',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayWrite,
      bodyLimit: uploadLimit,
      schema: {
        tags,
        security,
        summary:
          'Adjuntar un archivo a un documento del siniestro (JSON con fileBase64, o multipart con type y file)',
        params: IdParamsSchema,
        body: UploadClaimDocumentRequestSchema,
        response: { 201: ClaimDetailSchema, ...errors, 413: E, 415: E },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await uploadClaimDocument(app.db, app.services, actorOf(request), request.params.id, request.body, {
          ...ctx(request.ip),
          log: request.log,
        }),
      ),
  );

  app.delete(
    '/claims/:id/documents/:documentId',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayWrite,
      schema: {
        tags,
        security,
        summary: 'Quitar un archivo de un borrador de siniestro',
        params: ClaimDocumentParamsSchema,
        response: { 200: ClaimDetailSchema, ...errors },
      },
    },
    async (request) =>
      deleteClaimDocument(app.db, app.services.files, actorOf(request), request.params, {
        ...ctx(request.ip),
        log: request.log,
      }),
  );

  app.post(
    '/claims/:id/send',
    {
      config: { permission: Action.ACCOUNT_SELF },
      onRequest: mayWrite,
      schema: {
        tags,
        security,
        summary: 'Enviar el siniestro (422 si falta algún documento)',
        params: IdParamsSchema,
        response: { 200: ClaimDetailSchema, ...errors },
      },
    },
    async (request) =>
      sendClaim(app.db, app.services.files, actorOf(request), request.params.id, {
        ...ctx(request.ip),
        publicUrl: app.config.publicUrl,
      }),
  );

  app.get(
    '/policy-claims',
    {
      config: { permission: Action.CLAIMS_READ, csvExport: 'policy-claims' },
      schema: {
        tags,
        security,
        summary: 'Siniestros de todas las pólizas visibles (con export_csv=1&token=... devuelve CSV)',
        querystring: PolicyClaimListQuerySchema,
        response: { 200: PolicyClaimListSchema.or(z.string()), ...staffErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.export_csv === '1') {
        const rows = streamPolicyClaims(app.db, actor, request.query.filter, new Date());
        return sendCsvStream(reply, 'siniestros.csv', policyClaimsCsvStream(rows));
      }
      return listPolicyClaims(app.db, actor, request.query, new Date());
    },
  );
};
