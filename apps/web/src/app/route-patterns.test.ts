import { describe, expect, it } from 'vitest';
import { appRoutePatterns, routePatterns } from './route-patterns';

describe('routePatterns', () => {
  it('joins nested paths, keeps index and pathless parents, drops the catch-all not-found', () => {
    const patterns = routePatterns([
      {
        path: '/',
        children: [
          { index: true },
          { path: 'pricing' },
          { path: '/peritation/*' },
          { path: 'evaluation', children: [{ index: true }, { path: 'summary' }] },
          { path: '*' },
        ],
      },
      { path: '/admin', children: [{ children: [{ index: true }, { path: 'polizas/:id' }] }, { path: '*' }] },
    ]);
    expect(patterns).toEqual([
      '/',
      '/admin',
      '/admin/polizas/:id',
      '/evaluation',
      '/evaluation/summary',
      '/peritation/*',
      '/pricing',
    ]);
  });

  it('covers the app: public pages, the purchase flow, the back office, never a bare catch-all', () => {
    const patterns = appRoutePatterns();
    for (const expected of [
      '/',
      '/pricing',
      '/contratacion',
      '/tienda/:slug',
      '/area-cliente',
      '/admin/login',
    ]) {
      expect(patterns).toContain(expected);
    }
    expect(patterns.filter((p) => p === '*' || p.endsWith('/*'))).toEqual(['/peritation/*']);
  });

  it('prefixes the router base when the app lives under a sub-path', () => {
    expect(appRoutePatterns('/seguros/')).toContain('/seguros/pricing');
    expect(appRoutePatterns('/seguros')).toContain('/seguros');
  });
});
