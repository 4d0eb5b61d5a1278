import {
  ErrorResponseSchema,
  IdParamsSchema,
  PartnerDeliveryListSchema,
  PartnerDeliverySchema,
  PolicyAdminUpdateRequestSchema,
  PolicyChangeResultSchema,
  PolicyCoordinatesParamsSchema,
  PolicyCoordinatesQuerySchema,
  PolicyDiscountParamsSchema,
  PolicyDiscountRequestSchema,
  PolicyDiscountResultSchema,
  PolicyPartnerParamsSchema,
  PolicySettingsSchema,
  PolicySettingsViewSchema,
  PolicyUpdateRequestSchema,
  RiskCoordinatesSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, idempotencyKeyOf, security, staffErrors } from '../route-kit.ts';
import { adminUpdatePolicy } from './admin-update-policy.ts';
import { applyPolicyDiscount } from './apply-policy-discount.ts';
import { listPartnerDeliveries } from './list-partner-deliveries.ts';
import { listRiskCoordinates } from './list-risk-coordinates.ts';
import { removePolicyDiscount } from './remove-policy-discount.ts';
import { savePolicySettings } from './save-policy-settings.ts';
import { sendPolicyToPartner } from './send-policy-to-partner.ts';
import { updatePolicy } from './update-policy.ts';

const tags = ['pólizas'];
const E = ErrorResponseSchema;

/** Policy administration (issue 13, docs/policy-admin.md). */
export const policyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/policies/:id',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Corregir los datos de contacto del tomador y la descripción de un riesgo',
        params: IdParamsSchema,
        body: PolicyUpdateRequestSchema,
        response: { 200: PolicyChangeResultSchema, ...staffErrors },
      },
    },
    async (request) =>
      updatePolicy(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.patch(
    '/policies/:id/admin',
    {
      config: { permission: Action.POLICIES_ADMIN },
      schema: {
        tags,
        security,
        summary:
          'Edición de administrador (estado, fechas, primas, periodicidad, tienda, documento, forma de pago) con motivo; recalcula los recibos pendientes. dry_run: solo la vista previa',
        params: IdParamsSchema,
        body: PolicyAdminUpdateRequestSchema,
        response: { 200: PolicyChangeResultSchema, ...staffErrors, 422: E },
      },
    },
    async (request) =>
      adminUpdatePolicy(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.post(
    '/policies/:id/settings',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Ajustes de la póliza (avisos por correo, contacto preferido, nota interna)',
        params: IdParamsSchema,
        body: PolicySettingsSchema,
        response: { 200: PolicySettingsViewSchema, ...staffErrors },
      },
    },
    async (request) =>
      savePolicySettings(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );
  app.post(
    '/policies/:id/discount',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Aplicar un descuento (por id o código) y recalcular las primas y los recibos pendientes',
        params: IdParamsSchema,
        body: PolicyDiscountRequestSchema,
        response: { 201: PolicyDiscountResultSchema, ...staffErrors, 409: E, 422: E },
      },
    },
    async (request, reply) => {
      const result = await applyPolicyDiscount(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        ctx(request.ip),
      );
      return reply.code(201).send(result);
    },
  );
  app.delete(
    '/policies/:id/discount/:discountId',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary: 'Quitar un descuento de la póliza y recalcular las primas y los recibos pendientes',
        params: PolicyDiscountParamsSchema,
        response: { 200: PolicyDiscountResultSchema, ...staffErrors, 422: E },
      },
    },
    async (request) => removePolicyDiscount(app.db, actorOf(request), request.params, ctx(request.ip)),
  );
  app.post(
    '/policies/:id/send-to-:partner',
    {
      config: { permission: Action.POLICIES_UPDATE },
      schema: {
        tags,
        security,
        summary:
          'Enviar la póliza a un socio (webhook firmado, reintentos). Envía Idempotency-Key: la misma clave no envía dos veces',
        params: PolicyPartnerParamsSchema,
        response: { 202: PartnerDeliverySchema, ...staffErrors, 409: E },
      },
    },
    async (request, reply) => {
      const delivery = await sendPolicyToPartner(
        app.db,
        app.config.partnerWebhooks,
        actorOf(request),
        {
          policyId: request.params.id,
          partner: request.params.partner,
          idempotencyKey: idempotencyKeyOf(request, { required: true }),
        },
        ctx(request.ip),
      );
      return reply.code(202).send(delivery);
    },
  );
  app.get(
    '/policies/:id/partner-deliveries',
    {
      config: { permission: Action.POLICIES_READ },
      schema: {
        tags,
        security,
        summary: 'Envíos de la póliza a socios, del más reciente al más antiguo',
        params: IdParamsSchema,
        response: { 200: PartnerDeliveryListSchema, ...staffErrors },
      },
    },
    async (request) =>
      listPartnerDeliveries(app.db, app.config.partnerWebhooks, actorOf(request), request.params.id),
  );
  app.get(
    '/policies/:id/mobile-terminals/:riskId/coordinates',
    {
      // Where a customer's phone was is personal data: the staff who review phone checks.
      config: { permission: Action.EVALUATIONS_READ },
      schema: {
        tags,
        security,
        summary: 'Dónde estaba el móvil en sus últimas comprobaciones (si el navegador dio la ubicación)',
        params: PolicyCoordinatesParamsSchema,
        querystring: PolicyCoordinatesQuerySchema,
        response: { 200: RiskCoordinatesSchema, ...staffErrors },
      },
    },
    async (request) => listRiskCoordinates(app.db, actorOf(request), request.params, request.query.limit),
  );
};
