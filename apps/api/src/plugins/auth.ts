import { type Action, can, isRole, type Role, type Scope, scopeFor } from '@amparo/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Executor } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { findLiveToken, spendToken, type TokenRow } from '../services/tokens.ts';

/** Each route says who may call it: an action of the permission table, or 'public'. */
export type RoutePermission = Action | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** CSV export links carry a short-lived export token in ?token= (spec 6), made for this resource only. */
    csvExport?: string;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type Actor = {
  id: number;
  role: Role;
  email: string;
  name: string;
  tokenId: number;
  tokenPurpose: string;
  /** The scope of the route's action for this role (null on public routes). */
  scope: Scope | null;
  distributorIds: number[];
  storeIds: number[];
};

export type RouteEntry = {
  method: string;
  url: string;
  permission: RoutePermission;
  csvExport: string | null;
  /** The route's schemas, for the test that holds the contract's endpoint map to the routes. */
  schema: FastifySchema;
  /** The statuses the route's schema declares (the OpenAPI document lists these). */
  statuses: string[];
};

/**
 * Routes declared without a permission never start: the app fails to build.
 * The table of routes it collects drives the authorization-matrix test.
 */
export function requirePermissionOnEveryRoute(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const permission = route.config?.permission;
    if (!permission)
      throw new Error(`La ruta ${route.method} ${route.url} no declara permiso (config.permission)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          permission,
          csvExport: route.config?.csvExport ?? null,
          schema: route.schema ?? {},
          statuses: Object.keys((route.schema?.response as object | undefined) ?? {}),
        });
    }
  });
  return table;
}

/** ?token= counts only on a CSV export route, asking for the CSV (export_csv=1). */
function csvExportToken(request: FastifyRequest): { raw: string; resource: string } | null {
  const resource = request.routeOptions.config.csvExport;
  const query = request.query as { token?: unknown; export_csv?: unknown } | undefined;
  if (!resource || query?.export_csv !== '1' || typeof query.token !== 'string') return null;
  return { raw: query.token, resource };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  // The scheme name is case-insensitive (RFC 9110 11.1): "bearer" and "BEARER" are the same.
  if (header && /^bearer /i.test(header)) return header.slice(7).trim();
  return null;
}

/**
 * The token's user with the distributors and stores they belong to, in one round trip: this runs on
 * every signed-in request (the back office's lists and details), where three queries cost more than
 * the page's own (bench:api, docs/performance.md).
 */
const actorQuery = preparedFor((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      // Written out: drizzle leaves columns unqualified in a one-table select, and inside the
      // subquery a bare "id" would be the link table's own.
      distributorIds: sql<number[]>`array(select ud.distributor_id from user_distributors ud
        where ud.user_id = "users"."id" order by ud.distributor_id)`,
      storeIds: sql<number[]>`array(select us.store_id from user_stores us
        where us.user_id = "users"."id" order by us.store_id)`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deleted_at)))
    .prepare(''),
);

export async function loadActor(db: Executor, token: TokenRow): Promise<Omit<Actor, 'scope'> | null> {
  if (!token.user_id) return null;
  const [user] = await actorQuery(db).execute({ id: token.user_id });
  if (!user || !isRole(user.role)) return null;
  return {
    ...user,
    role: user.role,
    tokenId: token.id,
    tokenPurpose: token.purpose,
    distributorIds: user.distributorIds.map(Number),
    storeIds: user.storeIds.map(Number),
  };
}

/**
 * Authentication and authorization run on request, before the body is even
 * parsed: an anonymous caller gets 401 and a role without the action 403,
 * whatever it sent.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission) return;
    const now = app.clock.now();
    const header = bearer(request);
    const exportToken = header ? null : csvExportToken(request);
    let token: TokenRow | null = null;
    if (header) token = await findLiveToken(app.db, header, ['login'], now);
    else if (exportToken) {
      const found = await findLiveToken(app.db, exportToken.raw, ['csv_export'], now);
      // An export link works once, for the resource it was made for.
      if (
        found?.subject_type === `export:${exportToken.resource}` &&
        (await spendToken(app.db, found.id, now))
      )
        token = found;
    }
    const actor = token ? await loadActor(app.db, token) : null;
    if (permission === 'public') {
      request.actor = actor ? { ...actor, scope: null } : null;
      return;
    }
    if (!actor) {
      throw new AppError(header || exportToken ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
    }
    if (!can(actor.role, permission)) throw new AppError('FORBIDDEN');
    request.actor = { ...actor, scope: scopeFor(actor.role, permission) };
  });
}

/** For handlers of non-public routes: the actor is there, or the hook would have answered 401. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
