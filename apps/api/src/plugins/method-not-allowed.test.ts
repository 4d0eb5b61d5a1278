import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// A method a known path lacks is a 405 with Allow, in the one Spanish shape; an
// unknown path stays a 404.
describe('methods a path does not take', () => {
  it.each([
    { method: 'PROPFIND', url: '/api/policies', allow: 'GET, HEAD, POST' },
    { method: 'PUT', url: '/api/health', allow: 'GET, HEAD' },
    { method: 'DELETE', url: '/api/policies/12', allow: 'GET, HEAD, PATCH' },
    { method: 'POST', url: '/api/customer/home?x=1', allow: 'GET, HEAD' },
  ])('$method $url answers 405, Allow: $allow', async ({ method, url, allow }) => {
    const res = await t.app.inject({ method: method as 'PUT', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: `La ruta no admite el método ${method}; admite ${allow}`,
    });
  });

  it.each([
    { method: 'PROPFIND', url: '/api/nada' },
    { method: 'PUT', url: '/api/health/extra' },
    { method: 'GET', url: '/api/health/' },
  ])('$method $url (no such path) stays 404', async ({ method, url }) => {
    const res = await t.app.inject({ method: method as 'PUT', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
