import {
  BookedPolicySchema,
  BookingRequestSchema,
  ErrorResponseSchema,
  PriceQuerySchema,
  ProposalInputSchema,
  ProposalParamsSchema,
  ProposalSchema,
  QuoteSchema,
} from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../route-kit.ts';
import { bookPolicy } from './book-policy.ts';
import { createProposal } from './create-proposal.ts';
import { getProposal } from './get-proposal.ts';
import { quotePrice } from './quote-price.ts';
import { updateProposal } from './update-proposal.ts';

const tags = ['contratación'];
// Each route declares exactly the error statuses it can answer (all `{ message, code }`).
const failure = ErrorResponseSchema;

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/price',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Precio de las coberturas para un dispositivo',
        querystring: PriceQuerySchema,
        response: { 200: QuoteSchema, 400: failure, 404: failure, 422: failure },
      },
    },
    async (request) => quotePrice(app.db, request.query, new Date()),
  );

  app.post(
    '/proposals',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Guardar el proceso de contratación',
        body: ProposalInputSchema,
        response: { 201: ProposalSchema, 400: failure, 422: failure, 429: failure },
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
        response: { 200: ProposalSchema, 400: failure, 404: failure, 410: failure },
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
        response: {
          200: ProposalSchema,
          400: failure,
          404: failure,
          409: failure,
          410: failure,
          422: failure,
        },
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
        response: {
          200: BookedPolicySchema,
          201: BookedPolicySchema,
          400: failure,
          // A store seller or distributor manager crediting a store that is not theirs.
          403: failure,
          404: failure,
          409: failure,
          422: failure,
          // Too many anonymous bookings from the address or to the email (with Retry-After).
          429: failure,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { policy, replayed, paymentAccess } = await bookPolicy(app.db, request.body, {
        now: new Date(),
        ip: request.ip,
        publicUrl: app.config.publicUrl,
        idempotencyKey: key,
        actor: request.actor,
        limits: app.config.bookingLimits,
      });
      // The payment link's token lets the booking page pay the first receipt in the same tab.
      return reply
        .status(replayed ? 200 : 201)
        .send(paymentAccess ? { ...policy, payment_access: paymentAccess } : policy);
    },
  );
};
