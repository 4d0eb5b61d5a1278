import { Action, can, Role } from '@amparo/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../test/auth-helpers.ts';
import { AUTHORIZATION_MATRIX, CALLERS, type Caller, DISPUTED } from '../../test/authorization-matrix.ts';
import { useTestApp } from '../../test/test-app.ts';
import { requirePermissionOnEveryRoute } from './auth.ts';

const t = useTestApp();

/** Fills path params (and a trailing wildcard) with an id that does not exist: permission decides first. */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '987654').replace(/\*$/, '987654');

type Answer = 'allowed' | 401 | 403;
const refusal = (caller: Caller): Answer => (caller === 'anonymous' ? 401 : 403);

describe('authorization matrix', () => {
  it('covers a non-trivial route table', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(20);
    expect(t.app.routeTable.filter((r) => r.permission === 'public').length).toBeGreaterThan(3);
  });

  it('has a row of expected answers for every route (a new route needs one)', () => {
    const rows = new Set(AUTHORIZATION_MATRIX.map((r) => r.route));
    const routes = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const missing = [...routes].filter((route) => !rows.has(route));
    if (missing.length)
      console.error(
        `Rutas sin fila en apps/api/test/authorization-matrix.ts (añádelas, decidiendo cada rol desde docs/security.md):\n${missing
          .map((route) => `  row('?   ?   ?   ?   ?   ?   ?   ?', '${route}'),`)
          .join('\n')}`,
      );
    // Rows for routes of branches not merged yet (or removed) are reported, not failed.
    const unused = [...rows].filter((route) => !routes.has(route));
    if (unused.length) console.warn(`Filas de la matriz sin ruta en esta app: ${unused.join(', ')}`);
    expect(missing).toEqual([]);
    expect(AUTHORIZATION_MATRIX.length, 'una fila por ruta').toBe(rows.size);
  });

  // One test per caller (about 100 routes each) rather than one for the whole matrix: each stays
  // well inside the per-test timeout on a loaded machine, and a failure names the role at once.
  it.each(CALLERS)('gives every route exactly the answer the matrix expects, as %s', async (caller) => {
    const rows = new Map(AUTHORIZATION_MATRIX.map((r) => [r.route, r.allowed]));
    const disputed = new Map(
      DISPUTED.filter((d) => d.caller === caller).map((d) => [`${d.route} as ${d.caller}`, d]),
    );
    let session: Record<string, string> | null = null;
    const headers = async () => {
      if (caller === 'anonymous') return {};
      session ??= (await seedSession(t.db, caller as Role)).headers;
      return session;
    };
    const failures: string[] = [];
    const stillDisputed: string[] = [];
    let calls = 0;
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const allowed = rows.get(key);
      if (!allowed) continue; // reported by the test above
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: await headers(),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      calls++;
      // Logging out ends the session: the next route gets a fresh one.
      if (key === 'POST /api/users/logout') session = null;
      const documented: Answer = allowed[caller] ? 'allowed' : refusal(caller);
      const got: Answer | number =
        res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
      const dispute = disputed.get(`${key} as ${caller}`);
      if (dispute) {
        if (got === documented)
          failures.push(`${key} as ${caller}: now answers as the docs say; remove it from DISPUTED`);
        else stillDisputed.push(`${key} as ${caller}: docs ${documented}, code ${got} (${dispute.note})`);
      } else if (got !== documented) {
        failures.push(`${key} as ${caller}: expected ${documented}, got ${res.statusCode}`);
      }
      if (res.statusCode >= 500) failures.push(`${key} as ${caller}: ${res.statusCode} ${res.body}`);
    }
    if (stillDisputed.length)
      console.warn(
        `Permisos en discusión (código distinto de docs/security.md):\n  ${stillDisputed.join('\n  ')}`,
      );
    expect(calls).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    expect(stillDisputed).toHaveLength(disputed.size);
  });

  it('refuses to build an app with a route that declares no permission', async () => {
    const app = Fastify();
    requirePermissionOnEveryRoute(app);
    expect(() => app.get('/api/sin-permiso', async () => 'hola')).toThrow(/no declara permiso/);
    await app.close();
  });

  it('answers 401 for a revoked or unknown token and 403 for a role without the action', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: 'Bearer nope' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/caducado/);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/audit', headers: seller.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permiso para esta acción');
    expect(can(Role.STORE_SELLER, Action.AUDIT_READ)).toBe(false);
  });
});
