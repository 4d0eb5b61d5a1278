import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { knownPathMatcher } from './web-static.ts';

// A small built web app, as `vite build` leaves it: the page, one hashed
// asset, their brotli and gzip copies, and the router's path patterns.
const html = `<!doctype html><html lang="es"><head><title>Amparo</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(40)}</body></html>`;
const landingHtml = html.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>Seguro para tu móvil</h1></div>',
);
// The pages the build gives HTML of their own (dist/pages.json): their scripts preloaded, perhaps prerendered.
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const purchaseHtml = html.replace('</head>', `${preload('purchase-page-Xy1.js')}</head>`);
const purchasePrerendered = purchaseHtml.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>¿Qué quieres asegurar?</h1></div>',
);
const peritationHtml = html.replace('</head>', `${preload('os-version-guard-Ab2.js')}</head>`);
const pages = [
  {
    pattern: '/contratacion',
    html: 'pages/contratacion.html',
    prerendered: 'pages/contratacion.prerendered.html',
    preloads: ['assets/purchase-page-Xy1.js'],
  },
  { pattern: '/peritation/*', html: 'pages/peritation.html', preloads: ['assets/os-version-guard-Ab2.js'] },
];
const script = `console.log(${JSON.stringify('Amparo '.repeat(200))});`;
const patterns = [
  '/',
  '/contratacion',
  '/contratacion/pago',
  '/pricing',
  '/tienda/:slug',
  '/peritation/*',
  '/admin',
  '/admin/polizas/:id',
];

function writeWithCopies(dir: string, name: string, body: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), body);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
}

let app: App;
let handle: DatabaseHandle;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-web-dist-'));
  writeWithCopies(webDist, 'index.html', html);
  writeWithCopies(webDist, 'landing.html', landingHtml);
  writeWithCopies(webDist, 'assets/index-AbC123.js', script);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The installable app's files (docs/installable-app.md), as vite-plugin-pwa leaves them.
  writeWithCopies(webDist, 'sw.js', 'self.addEventListener("install", () => {});');
  writeWithCopies(webDist, 'manifest.webmanifest', JSON.stringify({ name: 'Amparo', short_name: 'Amparo' }));
  fs.writeFileSync(path.join(webDist, 'route-patterns.json'), JSON.stringify(patterns));
  writeWithCopies(webDist, 'pages/contratacion.html', purchaseHtml);
  writeWithCopies(webDist, 'pages/contratacion.prerendered.html', purchasePrerendered);
  writeWithCopies(webDist, 'pages/peritation.html', peritationHtml);
  fs.writeFileSync(path.join(webDist, 'pages.json'), JSON.stringify(pages));
  handle = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: handle.db, config, webDist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('web app pages: always revalidated', () => {
  it.each(['/', '/index.html', '/admin', '/admin/polizas/12', '/pricing', '/PRICING/', '/tienda/mi-tienda'])(
    '%s answers 200 with the page and no-cache',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('/ gets the prerendered landing page; other paths the empty shell', async () => {
    expect((await get('/')).body).toContain('<h1>Seguro para tu móvil</h1>');
    expect((await get('/?utm_source=x')).body).toContain('<h1>Seguro para tu móvil</h1>');
    expect((await get('/pricing')).body).not.toContain('<h1>');
  });

  it('a page of pages.json gets its own HTML, its scripts preloaded, compressed and revalidated', async () => {
    for (const [url, body] of [
      ['/contratacion', purchasePrerendered],
      ['/CONTRATACION/', purchasePrerendered],
      ['/peritation/12?acceso=abc', peritationHtml],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(body);
    }
  });

  it('with a query (another step, product or store) the prerendered page is not sent, its preloads are', async () => {
    const res = await get('/contratacion?paso=cobertura');
    expect(res.body).toBe(purchaseHtml);
    expect(res.body).toContain(preload('purchase-page-Xy1.js'));
  });

  it("a path outside pages.json gets the empty shell, with no page's preloads", async () => {
    for (const url of ['/contratacion/pago', '/pricing']) {
      const res = await get(url);
      expect(res.body, url).toBe(html);
    }
  });

  it('a path under a catch-all pattern is known', async () => {
    expect((await get('/peritation/abc/def')).statusCode).toBe(200);
  });

  it.each(['/no-existe', '/area-cliente/otra/cosa', '/admin/polizas'])(
    'unknown path %s answers 404, still with the page so the not-found screen shows',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('the service worker and the manifest are revalidated (a deploy reaches the installed app at once), the manifest as one', async () => {
    const worker = await get('/sw.js');
    expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await get('/manifest.webmanifest');
    expect([manifest.statusCode, manifest.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ short_name: 'Amparo' });
  });

  it('unhashed files outside /assets are revalidated too', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('hashed assets', () => {
  it('are immutable for a year', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('a missing one (an old hash after a deploy) is a 404, not the page', async () => {
    const res = await get('/assets/index-OLDHASH.js', { accept: 'text/html,*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('the compressed copies are not served under their own name', async () => {
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
  });
});

describe('compression chosen by Accept-Encoding', () => {
  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br', decode: zlib.brotliDecompressSync },
    { accept: 'gzip, deflate', encoding: 'gzip', decode: zlib.gunzipSync },
  ])('$accept gets $encoding', async ({ accept, encoding, decode }) => {
    for (const url of ['/assets/index-AbC123.js', '/', '/no-existe']) {
      const res = await get(url, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const expected = url.startsWith('/assets') ? script : url === '/' ? landingHtml : html;
      expect(decode(res.rawPayload).toString(), url).toBe(expected);
    }
  });

  it('no Accept-Encoding gets the plain file', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});

describe('/api never gets the page', () => {
  it('an API answer is not cached as an asset', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=31536000/);
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await get('/api/no-existe', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/No existe la ruta/) });
  });
});

describe('knownPathMatcher', () => {
  const known = knownPathMatcher(['/', '/signature/:id/return', '/faqs/:section?', '/peritation/*']);
  it.each([
    ['/', true],
    ['/signature/42/return', true],
    ['/signature/42', false],
    ['/faqs', true],
    ['/faqs/pagos', true],
    ['/peritation', true],
    ['/peritation/a/b', true],
    ['/otra', false],
  ])('%s → %s', (pathname, expected) => {
    expect(known(pathname)).toBe(expected);
  });
});
