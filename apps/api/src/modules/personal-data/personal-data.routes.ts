import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { erasePersonalData } from './erase-personal-data.ts';
import { exportPersonalData } from './export-personal-data.ts';

/** The GDPR rights of a person: a copy of their data, and its erasure (GDPR art. 15 and 17). */
export const personalDataRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'exportPersonalData', async ({ actor, params, ctx, reply }) => {
    const data = await exportPersonalData(db, actor, params.id, ctx);
    reply.header('content-disposition', `attachment; filename="datos-personales-${params.id}.json"`);
    return data;
  });

  endpoint(app, 'erasePersonalData', ({ actor, params, ctx }) =>
    erasePersonalData(db, actor, params.id, ctx),
  );
};
