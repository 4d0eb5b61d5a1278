import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';

// /api/docs (the OpenAPI UI and document) is served only when API_DOCS says so; unset, it is on
// outside production and off in production (docs/operations.md).
const t = useTestApp({ env: { API_DOCS: 'false' } });

describe('API_DOCS', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production', CARD_GATEWAY: 'none' }, false],
    [{ NODE_ENV: 'production', CARD_GATEWAY: 'none', API_DOCS: 'true' }, true],
    [{ NODE_ENV: 'development', API_DOCS: 'false' }, false],
  ])('%o serves the docs: %s', (env, served) => {
    expect(loadConfig(env).apiDocs).toBe(served);
  });

  it('refuses a value other than true or false', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('off, /api/docs and its document answer 404 like any unknown address', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
    // The rest of the API is unchanged.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
