import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { bookPolicy } from './book-policy.ts';
import { createProposal } from './create-proposal.ts';
import { getProposal } from './get-proposal.ts';
import { quotePrice } from './quote-price.ts';
import { updateProposal } from './update-proposal.ts';

export const purchaseRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'quotePrice', ({ query, now }) => quotePrice(db, query, now));

  endpoint(app, 'createProposal', ({ body, ctx }) => createProposal(db, body, ctx.now, ctx.ip));

  endpoint(app, 'getProposal', ({ params, now }) => getProposal(db, params.id, now));

  // PATCH and PUT update a proposal alike.
  endpoint(app, 'updateProposal', ({ params, body, now }) => updateProposal(db, params.id, body, now));
  endpoint(app, 'replaceProposal', ({ params, body, now }) => updateProposal(db, params.id, body, now));

  endpoint(app, 'bookPolicy', async ({ body, actor, ctx, request, reply }) => {
    const { policy, replayed, paymentAccess } = await bookPolicy(db, body, {
      ...ctx,
      publicUrl: app.config.publicUrl,
      idempotencyKey: idempotencyKeyOf(request),
      actor,
      limits: app.config.bookingLimits,
      files: app.services.files,
    });
    reply.code(replayed ? 200 : 201);
    // The payment link's token lets the booking page pay the first receipt in the same tab.
    return paymentAccess ? { ...policy, payment_access: paymentAccess } : policy;
  });
};
