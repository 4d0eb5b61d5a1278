import { errorMessage, errorStatus } from '@amparo/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { claimsRoutes } from './modules/claims/claims.routes.ts';
import { claimsDeskRoutes } from './modules/claims/claims-desk.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { discountsRoutes } from './modules/discounts/discounts.routes.ts';
// The distribution network.
import { distributorsRoutes } from './modules/distributors/distributors.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.ts';
import { staffEvaluationsRoutes } from './modules/evaluations/staff-evaluations.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { genericItemsRoutes } from './modules/generic-items/generic-items.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { landingsRoutes } from './modules/landings/landings.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { cardPaymentsRoutes } from './modules/payments/card-payments.routes.ts';
import { receiptsRoutes } from './modules/payments/receipts.routes.ts';
import { refundsRoutes } from './modules/payments/refunds.routes.ts';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { policyAdminRoutes } from './modules/policies/policy-admin.routes.ts';
import { policyAccessRoutes } from './modules/policy-access/policy-access.routes.ts';
import { productCategoriesRoutes } from './modules/product-categories/product-categories.routes.ts';
import { productTypesRoutes } from './modules/product-types/product-types.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { purchaseRoutes } from './modules/purchase/purchase.routes.ts';
import { renewalsRoutes } from './modules/renewals/renewals.routes.ts';
import { repairCentersRoutes } from './modules/repair-centers/repair-centers.routes.ts';
import { sandboxGatewayRoutes } from './modules/sandbox-gateway/sandbox-gateway.routes.ts';
import { schedulesRoutes } from './modules/schedules/schedules.routes.ts';
import { cspReportRoutes } from './modules/security/csp-report.routes.ts';
import { sepaRoutes } from './modules/sepa/sepa.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { signaturesRoutes } from './modules/signatures/signatures.routes.ts';
import { staffEvidenceRoutes } from './modules/signatures/staff-evidence.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { allowedMethodsFor } from './plugins/allowed-methods.ts';
import { type RouteEntry, registerAuth, requirePermissionOnEveryRoute } from './plugins/auth.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { createServices, type Services } from './services/registry.ts';
import { version } from './version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    routeTable: RouteEntry[];
    services: Services;
    /** The time every route and use-case reads (clock.ts); tests pass their own. */
    clock: Clock;
  }
}

export type AppOptions = {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Replaces the services the configuration would choose (tests). */
  services?: Services;
  /** The app's time; the system clock unless a test sets one. */
  clock?: Clock;
};

export type App = FastifyInstance;

/**
 * The body limit of every route that does not set its own: JSON forms are a few KB. Fastify parses
 * a body before validating it, so a large one sent to an anonymous route (the login) would hold the
 * event loop for everyone; the routes that take files (uploads, CSV imports, signatures, photos)
 * raise it on the route (docs/security.md, "Floods").
 */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Client IPs feed rate limits and the audit log: only configured proxies may set them.
    trustProxy: options.config.trustProxy,
    requestIdHeader: 'x-request-id',
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Bracketed query strings (spec 7): filter[status]=2 becomes { filter: { status: '2' } }.
    routerOptions: {
      querystringParser: (str: string) => qs.parse(str, { depth: 4, arrayLimit: 200, parameterLimit: 500 }),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('services', options.services ?? createServices(options.config));
  app.decorate('clock', options.clock ?? systemClock);
  // The OCR worker (a WebAssembly thread) would keep the process alive after close.
  app.addHook('onClose', async () => {
    await app.services.ocr.close?.();
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    frameAncestors: options.config.frameAncestors,
    // The payment page posts its form to a real gateway's own address.
    formActions:
      options.config.services.cardGateway === 'redsys' ? [new URL(options.config.redsys.url).origin] : [],
    // The public store map's tiles (MAP_TILE_URL).
    imgSources: [options.config.mapTiles.origin],
  });
  app.decorate('routeTable', requirePermissionOnEveryRoute(app));
  registerAuth(app);
  await registerOpenApi(app, version, { serveDocs: options.config.apiDocs });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(productTypesRoutes);
      await api.register(productsRoutes);
      await api.register(productCategoriesRoutes);
      await api.register(settingsRoutes);
      await api.register(genericItemsRoutes);
      await api.register(discountsRoutes);
      await api.register(purchaseRoutes);
      await api.register(policyAccessRoutes);
      await api.register(evaluationsRoutes);
      await api.register(staffEvaluationsRoutes);
      await api.register(documentsRoutes);
      await api.register(policiesRoutes);
      await api.register(policyAdminRoutes);
      await api.register(renewalsRoutes);
      await api.register(staffEvidenceRoutes);
      await api.register(signaturesRoutes);
      await api.register(receiptsRoutes);
      await api.register(claimsRoutes);
      await api.register(claimsDeskRoutes);
      await api.register(dashboardRoutes);
      await api.register(repairCentersRoutes);
      await api.register(landingsRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(personalDataRoutes);
      await api.register(customerRoutes);
      await api.register(auditRoutes);
      await api.register(mailRoutes);
      await api.register(jobsRoutes);
      await api.register(schedulesRoutes);
      await api.register(partnersRoutes);
      await api.register(exportsRoutes);
      await api.register(filesRoutes);
      await api.register(sepaRoutes);
      await api.register(cspReportRoutes);
      await api.register(cardPaymentsRoutes);
      await api.register(refundsRoutes);
      await api.register(distributorsRoutes);
      await api.register(storesRoutes);
      if (options.config.services.cardGateway === 'sandbox') await api.register(sandboxGatewayRoutes);
    },
    { prefix: '/api' },
  );

  const sendWebPage = await registerWebStatic(app, options.webDist);
  const allowedMethods = allowedMethodsFor(app.routeTable);
  app.setNotFoundHandler((request, reply) => {
    const page = sendWebPage?.(request, reply);
    if (page) return page;
    const params = { method: request.method, path: safePath(request.url) };
    const allow = allowedMethods(request.url.split('?')[0] ?? '/');
    if (allow.length > 0 && !allow.includes(request.method)) {
      return reply
        .status(errorStatus('METHOD_NOT_ALLOWED'))
        .header('allow', allow.join(', '))
        .send({
          message: errorMessage('METHOD_NOT_ALLOWED', { method: request.method, allow: allow.join(', ') }),
          code: 'METHOD_NOT_ALLOWED',
        });
    }
    return reply
      .status(errorStatus('ROUTE_NOT_FOUND'))
      .send({ message: errorMessage('ROUTE_NOT_FOUND', params), code: 'ROUTE_NOT_FOUND' });
  });
  return app;
}

/** The path the 404 text repeats: printable ASCII only, and short, so the answer never echoes markup or floods. */
function safePath(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const clean = pathname.replace(/[^\w\-./~%:@]/g, '');
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}
