import type { FastifyPluginAsync } from 'fastify';
import { changePolicyPeriodicity } from '../endorsements/change-policy-periodicity.ts';
import { changePolicyTier } from '../endorsements/change-policy-tier.ts';
import { endpoint } from '../endpoint.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { adminUpdatePolicy } from './admin-update-policy.ts';
import { applyPolicyDiscount } from './apply-policy-discount.ts';
import { listPartnerDeliveries } from './list-partner-deliveries.ts';
import { listRiskCoordinates } from './list-risk-coordinates.ts';
import { removePolicyDiscount } from './remove-policy-discount.ts';
import { savePolicySettings } from './save-policy-settings.ts';
import { sendPolicyToPartner } from './send-policy-to-partner.ts';
import { updatePolicy } from './update-policy.ts';

/** Policy administration (docs/policy-admin.md). */
export const policyAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const partners = app.config.partnerWebhooks;

  endpoint(app, 'updatePolicy', ({ actor, params, body, ctx }) =>
    updatePolicy(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'adminUpdatePolicy', ({ actor, params, body, ctx }) =>
    adminUpdatePolicy(db, actor, params.id, body, ctx),
  );

  // Suplementos staff make (docs/contract.md "Changes during the year"); 201 written, 200 a dry run.
  const papers = { files: app.services.files, publicUrl: app.config.publicUrl };
  endpoint(app, 'changePolicyTier', async ({ actor, params, body, ctx, reply }) => {
    const { created, endorsement } = await changePolicyTier(db, papers, actor, params.id, body, ctx);
    reply.code(created ? 201 : 200);
    return endorsement;
  });
  endpoint(app, 'changePolicyPeriodicity', async ({ actor, params, body, ctx, reply }) => {
    const { created, endorsement } = await changePolicyPeriodicity(db, papers, actor, params.id, body, ctx);
    reply.code(created ? 201 : 200);
    return endorsement;
  });

  endpoint(app, 'savePolicySettings', ({ actor, params, body, ctx }) =>
    savePolicySettings(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'applyPolicyDiscount', ({ actor, params, body, ctx }) =>
    applyPolicyDiscount(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'removePolicyDiscount', ({ actor, params, ctx }) =>
    removePolicyDiscount(db, actor, params, ctx),
  );

  endpoint(app, 'sendPolicyToPartner', ({ actor, params, ctx, request }) =>
    sendPolicyToPartner(
      db,
      partners,
      actor,
      {
        policyId: params.id,
        partner: params.partner,
        idempotencyKey: idempotencyKeyOf(request, { required: true }),
      },
      ctx,
    ),
  );

  endpoint(app, 'listPartnerDeliveries', ({ actor, params }) =>
    listPartnerDeliveries(db, partners, actor, params.id),
  );

  // Where a customer's phone was is personal data: the staff who review phone checks.
  endpoint(app, 'listRiskCoordinates', ({ actor, params, query }) =>
    listRiskCoordinates(db, actor, params, query.limit),
  );
};
