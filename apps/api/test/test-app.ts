import { afterAll, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export type TestContext = { app: App; db: Database; kind: DatabaseHandle['kind'] };

/**
 * Registers hooks that give the file its own database and an app on it.
 * Use the returned object's fields inside tests (they are set in beforeAll).
 * Every answer the tests provoke is also held against its route's schema:
 * a status the route does not declare fails the file (docs/security.md), so the
 * OpenAPI document stays true for the deep refusals too, not only for the
 * shallow calls of declared-statuses.test.ts.
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    /** The app's time (`manualClock` from src/clock.ts), for rules that turn on the day or the hour. */
    clock?: Clock;
  } = {},
): TestContext {
  const context = {} as TestContext;
  let handle: DatabaseHandle;
  const undeclared = new Set<string>();
  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      AMPARO_DATA_DIR: '/tmp/amparo-unused',
      LOG_LEVEL: 'silent',
      ...options.env,
    });
    context.db = handle.db;
    context.kind = handle.kind;
    context.app = await buildApp({
      db: handle.db,
      config,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    context.app.addHook('onResponse', async (request, reply) => {
      const url = request.routeOptions.url;
      const declared = request.routeOptions.schema?.response as object | undefined;
      if (!url?.startsWith('/api/') || !declared) return;
      // 413 and 415 come from Fastify's body parser, before any route runs, for every route with a
      // body, and 414 from the address check for every route; the OpenAPI transform documents them
      // (openapi-document.test.ts). Every other status must be declared in the route's schema.
      if ([413, 414, 415].includes(reply.statusCode)) return;
      if (!Object.hasOwn(declared, String(reply.statusCode)))
        undeclared.add(`${request.method} ${url}: ${reply.statusCode}`);
    });
    await context.app.ready();
  });
  afterAll(async () => {
    expect([...undeclared], 'statuses answered but not declared in the route schema').toEqual([]);
    await context.app?.close();
    await handle?.close();
  });
  return context;
}
