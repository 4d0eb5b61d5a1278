import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document with the routes and their error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/product_types/{id}', '/api/call-you']),
    );
    expect(doc.paths['/api/product_types/{id}'].get.responses['404']).toBeDefined();
  });
});
