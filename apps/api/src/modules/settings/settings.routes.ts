import { Action, can } from '@amparo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { readSettings } from './read-settings.ts';
import { updateSettings } from './update-settings.ts';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'getSettings', async ({ actor }) => ({
    ...(await readSettings(db, !(actor && can(actor.role, Action.SETTINGS_MANAGE)))),
    // The store map's tiles come from the configuration, not the settings table.
    map_tile_url: app.config.mapTiles.url,
    map_tile_attribution: app.config.mapTiles.attribution,
  }));

  // The body is checked by the use-case against each setting's rule, so that a bad value is a 422
  // with field errors.
  endpoint(app, 'updateSettings', ({ actor, body, ctx }) => updateSettings(db, actor, body, ctx));
};
