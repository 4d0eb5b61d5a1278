import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { changeInsuredDevice } from '../endorsements/change-insured-device.ts';
import { endpoint } from '../endpoint.ts';
import { policiesCsvStream } from '../exports/policies-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { declineRenewal } from '../renewals/decline-renewal.ts';
import { idempotencyKeyOf } from '../route-kit.ts';
import { cancelPolicy, staffMayCancel } from './cancel-policy.ts';
import { getPolicy } from './get-policy.ts';
import { listPolicies, streamPolicies } from './list-policies.ts';
import { previewCancellation } from './preview-cancellation.ts';

export const policiesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listPolicies', ({ actor, query, reply }) => {
    if (query.export_csv === '1') {
      const rows = streamPolicies(db, actor, query.filter, query.sort);
      return sendCsvStream(reply, 'polizas.csv', policiesCsvStream(rows));
    }
    return listPolicies(db, actor, query);
  });

  endpoint(app, 'getPolicy', ({ actor, params, now }) =>
    getPolicy(db, app.services.files, actor, params.id, now),
  );

  await app.register(async (cancelling) => {
    // Any login at the door; staff without policies.update are refused before the body is read.
    cancelling.addHook('preValidation', async (request) => {
      if (!staffMayCancel(actorOf(request))) throw new AppError('FORBIDDEN');
    });
    endpoint(cancelling, 'previewCancellation', ({ actor, params, query, now }) =>
      previewCancellation(db, actor, params.id, query.reason, now),
    );
    // Opposing the renewal (LCS art. 22): the holder their own, staff who may cancel any they see.
    endpoint(cancelling, 'declineRenewal', ({ actor, params, body, now, request }) =>
      declineRenewal(db, actor, params.id, body, { now, ip: request.ip }),
    );
    // A suplemento: another insured device (docs/contract.md "Changes during the year").
    endpoint(cancelling, 'changeInsuredDevice', async ({ actor, params, body, ctx, reply }) => {
      const { created, endorsement } = await changeInsuredDevice(
        db,
        { files: app.services.files, publicUrl: app.config.publicUrl },
        actor,
        params.id,
        body,
        ctx,
      );
      reply.code(created ? 201 : 200);
      return endorsement;
    });
    endpoint(cancelling, 'cancelPolicy', ({ actor, params, body, now, request }) =>
      cancelPolicy(
        db,
        app.services.cardGateway,
        {
          policyId: params.id,
          request: body,
          actor,
          ip: request.ip,
          idempotencyKey: idempotencyKeyOf(request),
        },
        { now, log: request.log },
      ),
    );
  });
};
