import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

// Spec 8 'Generic failure': an error nobody planned for answers 500 with
// 'Ha ocurrido un error' and nothing of its insides (message, stack, file names).
const config = () =>
  loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused', LOG_LEVEL: 'silent' });

/** A real app on its own database; `extra` may add routes before it is sealed. */
async function withApp(run: (app: App, handle: DatabaseHandle) => Promise<void>, extra?: (app: App) => void) {
  const handle = await createTestDatabase();
  let isClosed = false;
  const app = await buildApp({ db: handle.db, config: config() });
  extra?.(app);
  await app.ready();
  try {
    await run(app, {
      ...handle,
      close: async () => {
        isClosed = true;
        await handle.close();
      },
    });
  } finally {
    await app.close();
    if (!isClosed) await handle.close();
  }
}

function expectGenericFailure(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode).toBe(500);
  // The code's spelling belongs to the error catalogue; the message and the bare shape are the spec's.
  expect(res.json()).toEqual({ message: 'Ha ocurrido un error', code: expect.any(String) });
  expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(res.body).not.toMatch(/stack|\.ts\b|\.js\b/i);
}

describe('unexpected errors (spec 8)', () => {
  it('a handler that throws answers 500 "Ha ocurrido un error", without its message or stack', async () => {
    await withApp(
      async (app) => {
        const res = await app.inject({ method: 'GET', url: '/api/test-only/throws' });
        expectGenericFailure(res);
        expect(res.body).not.toContain('secreto-interno');
      },
      (app) =>
        app.get('/api/test-only/throws', { config: { permission: 'public' } }, () => {
          throw new TypeError('Cannot read secreto-interno of undefined');
        }),
    );
  });

  it('a database that has gone away answers 500 "Ha ocurrido un error" on a real route', async () => {
    await withApp(async (app, handle) => {
      expect((await app.inject({ method: 'GET', url: '/api/product_types' })).statusCode).toBe(200);
      await handle.close();
      expectGenericFailure(await app.inject({ method: 'GET', url: '/api/product_types' }));
    });
  });
});
