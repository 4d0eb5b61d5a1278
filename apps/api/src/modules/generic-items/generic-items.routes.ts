import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { deleteGenericItem } from './delete-generic-item.ts';
import { getGenericItem } from './get-generic-item.ts';
import { listGenericItems } from './list-generic-items.ts';
import { updateGenericItem } from './update-generic-item.ts';
import { upsertGenericItem } from './upsert-generic-item.ts';

export const genericItemsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listGenericItems', ({ query }) => listGenericItems(db, query));

  endpoint(app, 'getGenericItem', ({ params }) => getGenericItem(db, params.id));

  // 201 when the brand and model are new, 200 when an existing device was updated.
  endpoint(app, 'saveGenericItem', async ({ actor, body, ctx, reply }) => {
    const { item, created } = await upsertGenericItem(db, actor, body, ctx);
    reply.code(created ? 201 : 200);
    return item;
  });

  endpoint(app, 'updateGenericItem', ({ actor, params, body, ctx }) =>
    updateGenericItem(db, actor, params.id, body, ctx),
  );

  endpoint(app, 'retireGenericItem', async ({ actor, params, ctx }) => {
    await deleteGenericItem(db, actor, params.id, ctx);
    return null;
  });
};
