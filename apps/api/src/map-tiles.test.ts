import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import { DEFAULT_MAP_TILE_URL, mapTileOrigin, mapTileUrlProblem } from './map-tiles.ts';

// The public store map's tiles (MAP_TILE_URL): checked at start-up, served with the public
// settings, and allowed in the pages' img-src.

describe('the tile URL template', () => {
  it.each([
    [DEFAULT_MAP_TILE_URL, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}{r}.png', 'https://*.tile.example.com'],
    ['http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8080'],
    ['https://maps.example.com/v1/{z}/{x}/{y}.png?key=abc', 'https://maps.example.com'],
  ])('%s → %s', (template, origin) => {
    expect(mapTileUrlProblem(template)).toBeNull();
    expect(mapTileOrigin(template)).toBe(origin);
  });

  it.each([
    ['tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'https://'],
    ['https://tile.openstreetmap.org/{z}/{x}.png', '{y}'],
    ['https://exa mple.com/{z}/{x}/{y}.png', 'no es una dirección válida'],
  ])('refuses %s', (template, problem) => {
    expect(mapTileUrlProblem(template)).toContain(problem);
    expect(() => loadConfig({ AMPARO_DATA_DIR: '/tmp/amparo-unused', MAP_TILE_URL: template })).toThrow(
      /MAP_TILE_URL: plantilla de teselas no válida/,
    );
  });
});

describe('a configured tile server', () => {
  const t = useTestApp({
    env: {
      MAP_TILE_URL: 'https://{s}.teselas.ejemplo.es/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Teselas de ejemplo',
    },
  });

  it('is served to everyone with the public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      map_tile_url: 'https://{s}.teselas.ejemplo.es/{z}/{x}/{y}.png',
      map_tile_attribution: '© Teselas de ejemplo',
    });
  });

  it("is allowed in the pages' img-src, and nowhere else", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/map' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://*.teselas.ejemplo.es;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });
});
