import {
  AccessCodeRequestSchema,
  ConfirmEmailChangeRequestSchema,
  CustomerHomeSchema,
  CustomerSessionRequestSchema,
  CustomerSessionResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  OwnPolicyAccessParamsSchema,
  PolicyAccessSchema,
  UpdateContactRequestSchema,
  UpdatePaymentMethodRequestSchema,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security } from '../route-kit.ts';
import { confirmCustomerEmail } from './confirm-customer-email.ts';
import { getCustomerHome } from './get-customer-home.ts';
import { getOwnPolicyAccess } from './get-own-policy-access.ts';
import { requestAccessCode } from './request-access-code.ts';
import { startCustomerSession } from './start-customer-session.ts';
import { updateCustomerContact } from './update-customer-contact.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

const tags = ['área de cliente'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer/access-code',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Recibir un código de acceso por correo',
        body: AccessCodeRequestSchema,
        response: { 202: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await requestAccessCode(app.db, request.body.email, {
          now: new Date(),
          ip: request.ip,
          perAddress: app.config.accessCodesPerAddress,
        }),
      ),
  );

  app.post(
    '/customer/session',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Entrar con el código recibido',
        body: CustomerSessionRequestSchema,
        response: { 200: CustomerSessionResponseSchema, 429: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      startCustomerSession(app.db, request.body, {
        now: new Date(),
        ip: request.ip,
        perAddress: app.config.customerSessionsPerAddress,
      }),
  );

  app.get(
    '/customer/home',
    {
      config: { permission: Action.CUSTOMER_AREA },
      schema: {
        tags,
        security,
        summary: 'Avisos, pólizas, recibos y siniestros del tomador',
        response: { 200: CustomerHomeSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => getCustomerHome(app.db, app.services.files, actorOf(request), new Date()),
  );

  app.patch(
    '/customer/contact',
    {
      config: { permission: Action.CUSTOMER_AREA },
      schema: {
        tags,
        security,
        summary: 'Cambiar el teléfono, o pedir el cambio de correo (se confirma con un código)',
        body: UpdateContactRequestSchema,
        response: { 200: MessageResponseSchema, 429: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateCustomerContact(app.db, actorOf(request), request.body, { now: new Date(), ip: request.ip }),
  );

  app.post(
    '/customer/contact/email-confirmation',
    {
      config: { permission: Action.CUSTOMER_AREA },
      schema: {
        tags,
        security,
        summary: 'Confirmar el nuevo correo con el código enviado a esa dirección',
        body: ConfirmEmailChangeRequestSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      confirmCustomerEmail(app.db, actorOf(request), request.body, { now: new Date(), ip: request.ip }),
  );

  app.patch(
    '/customer/policies/:id/payment-method',
    {
      config: { permission: Action.CUSTOMER_AREA },
      schema: {
        tags,
        security,
        summary: 'Cambiar la forma de pago de los próximos recibos',
        params: IdParamsSchema,
        body: UpdatePaymentMethodRequestSchema,
        response: {
          200: MessageResponseSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      updatePaymentMethod(app.db, actorOf(request), request.params.id, request.body, {
        now: new Date(),
        ip: request.ip,
      }),
  );

  app.get(
    '/customer/policies/:id/access/:purpose',
    {
      config: { permission: Action.CUSTOMER_AREA },
      schema: {
        tags,
        security,
        summary: 'La vista de una póliza propia que abriría un enlace de pago, peritación o firma',
        params: OwnPolicyAccessParamsSchema,
        response: { 200: PolicyAccessSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      getOwnPolicyAccess(app.db, actorOf(request), request.params.id, request.params.purpose, new Date()),
  );
};
