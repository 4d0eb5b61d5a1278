import { Action, can, Role } from '@amparo/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { requirePermissionOnEveryRoute } from './auth.ts';

const t = useTestApp();
const roles = Object.values(Role);

/** Fills path params with an id that does not exist: the answer must still be decided by permission first. */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '987654');

describe('authorization matrix', () => {
  it('covers a non-trivial route table', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(20);
    expect(t.app.routeTable.filter((r) => r.permission === 'public').length).toBeGreaterThan(3);
  });

  it('gives every route x every role (and anonymous) exactly its expected answer', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const callers: (Role | 'anonymous')[] = ['anonymous', ...roles];
      for (const caller of callers) {
        const headers = caller === 'anonymous' ? {} : (await seedSession(t.db, caller)).headers;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected =
          route.permission === 'public'
            ? 'allowed'
            : caller === 'anonymous'
              ? 401
              : can(caller, route.permission)
                ? 'allowed'
                : 403;
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === expected;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${caller}: expected ${expected}, got ${res.statusCode}`,
          );
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${route.url} as ${caller}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
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
