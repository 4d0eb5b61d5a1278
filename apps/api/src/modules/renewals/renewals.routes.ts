import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { sendCsv } from '../exports/send-csv.ts';
import { renewalsCsv, renewalsPage } from './list-renewals.ts';

/** The back office's renewals by month (docs/contract.md "Renewal"), as a page or a CSV. */
export const renewalsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  endpoint(app, 'listRenewals', async ({ actor, query, now, reply }) => {
    if (query.export_csv === '1')
      return sendCsv(
        reply,
        `renovaciones-${query.filter.month ?? 'mes'}.csv`,
        await renewalsCsv(db, actor, query, now),
      );
    return renewalsPage(db, actor, query, now);
  });
};
