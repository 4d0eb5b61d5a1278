import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { auditCsvStream } from '../exports/audit-csv.ts';
import { sendCsvStream } from '../exports/send-csv.ts';
import { listAudit, streamAudit } from './list-audit.ts';

/** Read only: there is no route that changes or deletes audit rows (and a trigger forbids it). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listAudit', ({ query, reply }) => {
    if (query.export_csv === '1')
      return sendCsvStream(reply, 'auditoria.csv', auditCsvStream(streamAudit(db, query.filter)));
    return listAudit(db, query);
  });
};
