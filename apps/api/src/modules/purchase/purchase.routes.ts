import {
  BookedPolicySchema,
  BookingRequestSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PolicyAccessSchema,
  PriceQuerySchema,
  ProposalInputSchema,
  ProposalParamsSchema,
  ProposalSchema,
  QuoteSchema,
  z,
} from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { renderIpid } from '../../services/pdf/ipid.ts';
import { getProduct } from '../products/get-product.ts';
import { bookPolicy } from './book-policy.ts';
import { getPolicyAccess } from './get-policy-access.ts';
import { createProposal, getProposal, updateProposal } from './proposals.ts';
import { quotePrice } from './quote-price.ts';

const tags = ['contratación'];
const errors = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/price',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Precio de las coberturas para un dispositivo',
        querystring: PriceQuerySchema,
        response: { 200: QuoteSchema, ...errors },
      },
    },
    async (request) => quotePrice(app.db, request.query, new Date()),
  );

  app.get(
    '/products/:id/ipid.pdf',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Información precontractual (IPID) en PDF',
        params: IdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const product = await getProduct(app.db, request.params.id);
      const pdf = await renderIpid(product);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="informacion-precontractual-${product.id}.pdf"`)
        .header('cache-control', 'no-cache')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/proposals',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Guardar el proceso de contratación',
        body: ProposalInputSchema,
        response: { 201: ProposalSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProposal(app.db, request.body, new Date(), request.ip)),
  );
  app.get(
    '/proposals/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Retomar el proceso de contratación',
        params: ProposalParamsSchema,
        response: { 200: ProposalSchema, ...errors },
      },
    },
    async (request) => getProposal(app.db, request.params.id, new Date()),
  );
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/proposals/:id',
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Actualizar el proceso de contratación',
        params: ProposalParamsSchema,
        body: ProposalInputSchema,
        response: { 200: ProposalSchema, ...errors },
      },
      handler: async (request) => updateProposal(app.db, request.params.id, request.body, new Date()),
    });
  }

  app.post(
    '/policies',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Dar de alta la póliza (borrador) con sus recibos. Envía Idempotency-Key para no contratar dos veces.',
        body: BookingRequestSchema,
        response: { 200: BookedPolicySchema, 201: BookedPolicySchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key))) {
        throw new AppError(
          'bad_request',
          'La cabecera Idempotency-Key debe tener de 8 a 100 letras, cifras, guiones o guiones bajos',
        );
      }
      const { policy, replayed } = await bookPolicy(app.db, request.body, {
        now: new Date(),
        ip: request.ip,
        publicUrl: app.config.publicUrl,
        idempotencyKey: key,
        actor: request.actor,
      });
      return reply.status(replayed ? 200 : 201).send(policy);
    },
  );

  app.get(
    '/policy-access/:purpose',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'La póliza que abre un enlace de pago, peritación o firma (token del enlace)',
        params: z.object({
          purpose: z.enum(['evaluation', 'payment', 'signature'], { error: 'Enlace desconocido' }),
        }),
        querystring: z.object({ token: z.string({ error: 'Falta el token del enlace' }).min(20).max(200) }),
        response: { 200: PolicyAccessSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getPolicyAccess(app.db, request.params.purpose, request.query.token, new Date()),
  );
};
