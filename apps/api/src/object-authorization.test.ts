import { Role } from '@amparo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../test/auth-helpers.ts';
import { type Operation, plausible } from '../test/fuzz-cases.ts';
import {
  fillWithMissing,
  fillWithTenantA,
  OUTSIDERS,
  type Outsider,
  seedTenants,
} from '../test/object-fixtures.ts';
import {
  IN_SCOPE,
  OBJECT_SCOPE,
  SHARED_OBJECTS,
  VALID_BODIES,
  VALID_QUERIES,
} from '../test/object-scope-table.ts';
import { useTestApp } from '../test/test-app.ts';

// Object-level authorization: every route with an id in its path, taken from the OpenAPI
// document, is called by three outsiders on tenant A's existing objects. Each must get exactly the
// answer of test/object-scope-table.ts, and the same answer it gets for an id that does not exist:
// a foreign object is indistinguishable from a missing one (404, or 403 when the role may not use
// the route at all, or the body's 400 when validation comes first and the id is never read).

const t = useTestApp();

type Doc = { paths: Record<string, Record<string, Operation>> };
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1')}`;
const codeOf = (body: string) => {
  try {
    return String(JSON.parse(body).code);
  } catch {
    return 'not JSON';
  }
};
/** Routes that delete or erase run their owner-side check last, so the others still find the objects. */
const destroys = (key: string) => key.startsWith('DELETE') || /\/(erase|cancel)$/.test(key);

describe('object-level authorization (another tenant gets 404)', () => {
  let fixtures: Awaited<ReturnType<typeof seedTenants>>;
  let owner: Record<string, string>;
  const routes: { key: string; method: string; path: string; body?: unknown; query: string }[] = [];

  beforeAll(async () => {
    fixtures = await seedTenants(t.db);
    owner = (await seedSession(t.db, Role.ADMIN)).headers;
    const doc = t.app.swagger() as Doc;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.includes('{')) continue;
      for (const [method, op] of Object.entries(operations)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const key = keyOf(method, path);
        const body = VALID_BODIES[key]?.(fixtures.ids) ?? (schema && plausible(schema));
        routes.push({ key, method: method.toUpperCase(), path, body, query: VALID_QUERIES[key] ?? '' });
      }
    }
  });

  const call = (route: (typeof routes)[number], url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: `${url}${route.query}`,
      headers,
      ...(route.body === undefined ? {} : { payload: route.body as object }),
    });

  it('has an expected answer for every route with an id (a new route needs an entry)', () => {
    const keys = routes.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(80);
    const without = keys.filter((key) => !OBJECT_SCOPE[key]);
    if (without.length)
      console.error(
        `Rutas con id sin fila en apps/api/test/object-scope-table.ts:\n${without.map((k) => `  '${k}': '404 404 404',`).join('\n')}`,
      );
    expect(without).toEqual([]);
    expect(Object.keys(OBJECT_SCOPE).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('answers every outsider as the table says, exactly as for an id that does not exist', async () => {
    const failures: string[] = [];
    const printed: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const url = fillWithTenantA(route.path, fixtures.ids);
      const got: number[] = [];
      for (const outsider of OUTSIDERS) {
        const headers = fixtures.sessions[outsider as Outsider];
        const res = await call(route, url, headers);
        const absent = await call(route, fillWithMissing(route.path, fixtures.ids), headers);
        calls += 2;
        got.push(res.statusCode);
        const where = `${route.key} as ${outsider} (${url})`;
        const expected = OBJECT_SCOPE[route.key]?.split(/\s+/)[OUTSIDERS.indexOf(outsider)];
        if (String(res.statusCode) !== expected)
          failures.push(`${where}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (SHARED_OBJECTS.has(route.key) || IN_SCOPE[route.key]?.includes(outsider)) continue;
        if (res.statusCode < 400) failures.push(`${where}: ${res.statusCode} on another tenant's object`);
        if (res.statusCode !== absent.statusCode || codeOf(res.body) !== codeOf(absent.body))
          failures.push(
            `${where}: ${res.statusCode} ${codeOf(res.body)} but ${absent.statusCode} ${codeOf(absent.body)} for a missing id: reveals the object`,
          );
      }
      printed.push(`  '${route.key}': '${got.join(' ')}',`);
    }
    if (process.env.OBJECT_SCOPE_PRINT) console.info(printed.join('\n'));
    console.info(
      `Object-level authorization: ${routes.length} routes with an id, ${calls} calls by ${OUTSIDERS.length} outsiders`,
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it("finds tenant A's objects as their owner side (so the outsiders' 404 is the scope, not a missing row)", async () => {
    const ordered = [...routes.filter((r) => !destroys(r.key)), ...routes.filter((r) => destroys(r.key))];
    const absentForOwner: string[] = [];
    for (const route of ordered) {
      const cells = OBJECT_SCOPE[route.key]?.split(/\s+/) ?? [];
      if (!cells.includes('404')) continue; // a 403 for all outsiders needs no object
      // Staff routes: an admin sees every object; the customer's own routes (and those of the mailed
      // links, which take the policyholder's session too): tenant A's policyholder.
      const url = fillWithTenantA(route.path, fixtures.ids);
      let res = await call(route, url, owner);
      if (res.statusCode === 404 || res.statusCode === 403) res = await call(route, url, fixtures.owner);
      if (res.statusCode === 404) absentForOwner.push(`${route.key}: ${res.body.slice(0, 160)}`);
    }
    expect(absentForOwner).toEqual([]);
  }, 120_000);
});
