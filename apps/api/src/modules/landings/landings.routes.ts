import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { createStoreLanding } from './create-store-landing.ts';
import { listLandingsOfStore } from './list-landings-of-store.ts';
import { listStoreDirectory } from './list-store-directory.ts';
import { listStoreLandings } from './list-store-landings.ts';
import { updateStoreLanding } from './update-store-landing.ts';

export const landingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listStoreDirectory', async () => ({ data: await listStoreDirectory(db) }));

  endpoint(app, 'listStoreLandings', async ({ query }) => ({
    data: await listStoreLandings(db, { slug: query.filter.slug, active: true }),
  }));

  endpoint(app, 'listLandingsOfStore', async ({ actor, params }) => ({
    data: await listLandingsOfStore(db, actor, params.id),
  }));

  endpoint(app, 'createStoreLanding', ({ actor, params, body, ctx }) =>
    createStoreLanding(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'updateStoreLanding', ({ actor, params, body, ctx }) =>
    updateStoreLanding(db, actor, params.id, body, ctx),
  );
};
