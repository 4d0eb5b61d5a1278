import {
  AddClaimCommentRequestSchema,
  AssignRepairCenterRequestSchema,
  ChangeClaimStatusRequestSchema,
  ClaimsDashboardSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  ReviewClaimDocumentParamsSchema,
  ReviewClaimDocumentRequestSchema,
  StaffClaimDetailSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, idempotencyKeyOf, security, staffErrors } from '../route-kit.ts';
import { addClaimComment } from './add-claim-comment.ts';
import { assignRepairCenter } from './assign-repair-center.ts';
import { changeClaimStatus } from './change-claim-status.ts';
import { getClaimsDashboard } from './get-claims-dashboard.ts';
import { getStaffClaim } from './get-staff-claim.ts';
import { reviewClaimDocument } from './review-claim-document.ts';

const tags = ['siniestros'];
const E = ErrorResponseSchema;
/** Bad input, no login, a role without claims.manage, out of scope, a state that forbids it, a rule broken. */
const errors = { ...staffErrors, 409: E, 422: E } as const;

/**
 * The claims desk (issue 12, back office). Staff only: claims.read to look,
 * claims.manage to act, checked by the permission on each route before the body
 * is read; the policies' scope rules then apply (another store's claim is 404).
 */
export const claimsDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = (ip: string) => ({ ...ctx(ip), publicUrl: app.config.publicUrl });

  app.get(
    '/claims/:id/desk',
    {
      config: { permission: Action.CLAIMS_READ },
      schema: {
        tags,
        security,
        summary:
          'Un siniestro para la mesa: historial completo, revisiones, tomador, taller y fotos de la peritación',
        params: IdParamsSchema,
        response: { 200: StaffClaimDetailSchema, ...staffErrors },
      },
    },
    async (request) =>
      getStaffClaim(app.db, app.services.files, actorOf(request), request.params.id, new Date()),
  );

  app.post(
    '/claims/:id/documents/:documentId/review',
    {
      config: { permission: Action.CLAIMS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Aceptar o rechazar (con motivo) un archivo del siniestro',
        params: ReviewClaimDocumentParamsSchema,
        body: ReviewClaimDocumentRequestSchema,
        response: { 200: StaffClaimDetailSchema, ...errors },
      },
    },
    async (request) =>
      reviewClaimDocument(
        app.db,
        app.services.files,
        actorOf(request),
        request.params,
        request.body,
        desk(request.ip),
      ),
  );

  app.post(
    '/claims/:id/status',
    {
      config: { permission: Action.CLAIMS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Cambiar el estado: abierto (reabrir), cerrado o denegado (con motivo)',
        params: IdParamsSchema,
        body: ChangeClaimStatusRequestSchema,
        response: { 200: StaffClaimDetailSchema, ...errors },
      },
    },
    async (request) =>
      changeClaimStatus(
        app.db,
        app.services.files,
        actorOf(request),
        request.params.id,
        request.body,
        desk(request.ip),
      ),
  );

  app.post(
    '/claims/:id/comments',
    {
      config: { permission: Action.CLAIMS_MANAGE },
      schema: {
        tags,
        security,
        summary:
          'Añadir un comentario al historial (los públicos se envían al cliente). Admite Idempotency-Key.',
        params: IdParamsSchema,
        body: AddClaimCommentRequestSchema,
        response: { 201: StaffClaimDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const claim = await addClaimComment(
        app.db,
        app.services.files,
        actorOf(request),
        request.params.id,
        request.body,
        {
          ...desk(request.ip),
          idempotencyKey: key,
        },
      );
      return reply.status(201).send(claim);
    },
  );

  app.put(
    '/claims/:id/repair-center',
    {
      config: { permission: Action.CLAIMS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Asignar un taller que repare el tipo de producto (o null para quitarlo)',
        params: IdParamsSchema,
        body: AssignRepairCenterRequestSchema,
        response: { 200: StaffClaimDetailSchema, ...errors },
      },
    },
    async (request) =>
      assignRepairCenter(
        app.db,
        app.services.files,
        actorOf(request),
        request.params.id,
        request.body.repair_center_id,
        desk(request.ip),
      ),
  );

  app.get(
    '/claims-dashboard',
    {
      config: { permission: Action.CLAIMS_READ },
      schema: {
        tags,
        security,
        summary: 'Panel de siniestros: abiertos por tipo y antigüedad, plazos y tiempo medio hasta el cierre',
        response: { 200: ClaimsDashboardSchema, ...staffErrors },
      },
    },
    async (request) => getClaimsDashboard(app.db, actorOf(request), new Date()),
  );
};
