import {
  ErrorResponseSchema,
  MapTilesSettingsSchema,
  PublicSettingsSchema,
  SettingsSchema,
  z,
} from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { readSettings } from './read-settings.ts';
import { updateSettings } from './update-settings.ts';

const tags = ['ajustes'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Ajustes (los públicos; todos para quien puede cambiarlos)',
        response: {
          200: SettingsSchema.extend(MapTilesSettingsSchema.shape).or(
            PublicSettingsSchema.extend(MapTilesSettingsSchema.shape),
          ),
        },
      },
    },
    async (request) => ({
      ...(await readSettings(app.db, !(request.actor && can(request.actor.role, Action.SETTINGS_MANAGE)))),
      // The store map's tiles come from the configuration, not the settings table.
      map_tile_url: app.config.mapTiles.url,
      map_tile_attribution: app.config.mapTiles.attribution,
    }),
  );
  app.patch(
    '/settings',
    {
      config: { permission: Action.SETTINGS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Cambiar ajustes',
        description:
          'Cualquier subconjunto de los ajustes conocidos (SettingsPatchSchema del contrato). Un ajuste desconocido o un valor que no cumple su regla responde 422 con un error por campo.',
        // Checked by the use-case against each setting's rule, so that a bad value is a 422 with field errors.
        body: z.record(z.string(), z.unknown()),
        response: { 200: SettingsSchema, 422: ErrorResponseSchema, ...staffErrors },
      },
    },
    async (request) => updateSettings(app.db, actorOf(request), request.body, ctx(request.ip)),
  );
};
