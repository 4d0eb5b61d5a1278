import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { eachPage } from '../exports/all-pages.ts';
import { evaluationsCsvStream } from '../exports/evaluations-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { decideEvaluation } from './decide-evaluation.ts';
import { getEvaluation } from './get-evaluation.ts';
import { listEvaluations } from './list-evaluations.ts';
import { listImeiPending } from './list-imei-pending.ts';
import { recordStaffEvaluation } from './record-staff-evaluation.ts';

/** The back office of the phone check (docs/phone-check.md): the expert queue, one check, the expert's decision. */
export const staffEvaluationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const files = app.services.files;
  const publicUrl = app.config.publicUrl;

  endpoint(app, 'listEvaluations', ({ actor, query, reply }) => {
    if (query.export_csv === '1') {
      const pages = eachPage((page) => listEvaluations(db, actor, { ...query, ...page }));
      return sendCsvStream(reply, 'peritaciones.csv', evaluationsCsvStream(pages));
    }
    return listEvaluations(db, actor, query);
  });

  endpoint(app, 'listImeiPending', ({ actor, now }) => listImeiPending(db, files, actor, now));

  endpoint(app, 'getEvaluation', ({ actor, params, now }) => getEvaluation(db, files, actor, params.id, now));

  endpoint(app, 'decideEvaluation', ({ actor, params, body, ctx }) =>
    decideEvaluation(db, files, actor, { policyId: params.id, evaluationId: params.evaluationId }, body, {
      ...ctx,
      publicUrl,
    }),
  );

  endpoint(app, 'createStaffEvaluation', ({ actor, params, body, ctx }) =>
    recordStaffEvaluation(db, files, actor, { policyId: params.id, riskId: params.riskId }, body, {
      ...ctx,
      publicUrl,
    }),
  );
};
