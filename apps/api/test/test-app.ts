import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export type TestContext = { app: App; db: Database; kind: DatabaseHandle['kind'] };

/**
 * Registers hooks that give the file its own database and an app on it.
 * Use the returned object's fields inside tests (they are set in beforeAll).
 */
export function useTestApp(options: { env?: Record<string, string> } = {}): TestContext {
  const context = {} as TestContext;
  let handle: DatabaseHandle;
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
    context.app = await buildApp({ db: handle.db, config });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await handle?.close();
  });
  return context;
}
