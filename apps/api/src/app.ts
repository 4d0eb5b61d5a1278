import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { discountsRoutes } from './modules/catalog/discounts.routes.ts';
import { genericItemsRoutes } from './modules/catalog/generic-items.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { landingsRoutes } from './modules/landings/landings.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { purchaseRoutes } from './modules/purchase/purchase.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { type RouteEntry, registerAuth, requirePermissionOnEveryRoute } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { version } from './version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    routeTable: RouteEntry[];
  }
}

export type AppOptions = {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
};

export type App = FastifyInstance;

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 15 * 1024 * 1024,
    // Client IPs feed rate limits and the audit log: only configured proxies may set them.
    trustProxy: options.config.trustProxy as boolean | string, // a number (hop count) is valid at run time; the typings omit it
    requestIdHeader: 'x-request-id',
    // Bracketed query strings (spec 7): filter[status]=2 becomes { filter: { status: '2' } }.
    routerOptions: {
      querystringParser: (str: string) => qs.parse(str, { depth: 4, arrayLimit: 200, parameterLimit: 500 }),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  registerErrorHandler(app);
  app.decorate('routeTable', requirePermissionOnEveryRoute(app));
  registerAuth(app);
  await registerOpenApi(app, version);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(genericItemsRoutes);
      await api.register(discountsRoutes);
      await api.register(purchaseRoutes);
      await api.register(policiesRoutes);
      await api.register(landingsRoutes);
      await api.register(contactRoutes);
      await api.register(usersRoutes);
      await api.register(customerRoutes);
      await api.register(auditRoutes);
      await api.register(mailRoutes);
      await api.register(partnersRoutes);
      await api.register(exportsRoutes);
    },
    { prefix: '/api' },
  );

  const sendWebPage = await registerWebStatic(app, options.webDist);
  app.setNotFoundHandler((request, reply) => {
    const page = sendWebPage?.(request, reply);
    if (page) return page;
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .status(404)
      .send({ message: `No existe la ruta ${request.method} ${pathname}`, code: 'not_found' });
  });
  return app;
}
