import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

const BANKS = 'https://banca.ejemplo.es https://*.cajaejemplo.es';

/** A built web app in miniature: the page and one hashed asset. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Amparo</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("hola");');
  return dir;
}

let handle: DatabaseHandle;
let app: App;
let behindProxy: App;
const logLines: string[] = [];
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

beforeAll(async () => {
  handle = await createTestDatabase();
  const env = { NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused', FRAME_ANCESTORS: BANKS } as const;
  const logger = {
    level: 'warn',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  };
  app = await buildApp({ db: handle.db, config: loadConfig(env), webDist: fakeWebDist(), logger });
  behindProxy = await buildApp({
    db: handle.db,
    config: loadConfig({ ...env, TRUST_PROXY: '127.0.0.1' }),
    webDist: fakeWebDist(),
  });
});
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
  await handle?.close();
});

describe('security headers on every kind of response', () => {
  const kinds = [
    { name: 'a customer page', url: '/contratacion?acceso=secreto', status: 200, type: /text\/html/ },
    { name: 'a back-office page', url: '/admin/polizas', status: 200, type: /text\/html/ },
    { name: 'a hashed asset', url: '/assets/index-Ab12Cd34.js', status: 200, type: /javascript/ },
    { name: 'an API answer', url: '/api/health', status: 200, type: /json/ },
    { name: 'an API error', url: '/api/users', status: 401, type: /json/ },
    { name: 'an unknown API route', url: '/api/no-existe', status: 404, type: /json/ },
    { name: 'the IPID PDF', url: '/api/products/1/ipid.pdf', status: 200, type: /pdf/ },
  ];

  for (const kind of kinds) {
    it(`${kind.name}: nosniff, no referrer, a CSP, no HSTS over plain HTTP`, async () => {
      const res = await app.inject({ method: 'GET', url: kind.url });
      expect(res.statusCode).toBe(kind.status);
      expect(res.headers['content-type']).toMatch(kind.type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  }

  it('a customer page runs only its own scripts, reports violations and may be framed by the banks only', async () => {
    const res = await app.inject({ method: 'GET', url: '/area-cliente/acceso?acceso=secreto' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      // The public store map's tiles (MAP_TILE_URL, OpenStreetMap by default).
      'img-src': "'self' data: blob: https://tile.openstreetmap.org",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': BANKS,
      'report-uri': '/api/csp-report',
    });
    // X-Frame-Options cannot name origins: it would forbid the banks' frames.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('the back office and the API are never framed', async () => {
    for (const url of ['/admin', '/admin/login', '/api/health', '/api/users', '/api/docs']) {
      const res = await app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy'])['frame-ancestors'], url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('an API answer opened in a browser can load and run nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(directives(res.headers['content-security-policy'])).toMatchObject({ 'default-src': "'none'" });
  });

  it("a PDF keeps Chromium's viewer working (no object-src) but cannot be framed", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/1/ipid.pdf' });
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("a page's 304 carries the page's policy, since it updates the cached page's headers", async () => {
    const page = await app.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('sends HSTS only for HTTPS, believing X-Forwarded-Proto only from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const trusted = await behindProxy.inject({ method: 'GET', url: '/', headers: https });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000');
    const apiError = await behindProxy.inject({ method: 'GET', url: '/api/users', headers: https });
    expect(apiError.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await behindProxy.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({ method: 'GET', url: '/', headers: https });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes one proxy hop with TRUST_PROXY=1 (a hop count, as the README offers)', async () => {
    const oneHop = await buildApp({
      db: handle.db,
      config: loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused', TRUST_PROXY: '1' }),
      webDist: fakeWebDist(),
    });
    const res = await oneHop.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    await oneHop.close();
  });

  it('with no FRAME_ANCESTORS configured, nobody frames the customer pages either', async () => {
    const res = await behindProxy.inject({ method: 'GET', url: '/' });
    expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toBe(BANKS);
    const config = loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused' });
    expect(config.frameAncestors).toEqual([]);
    const alone = await buildApp({ db: handle.db, config, webDist: fakeWebDist() });
    const page = await alone.inject({ method: 'GET', url: '/pricing' });
    expect(directives(page.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    await alone.close();
  });

  it('refuses a FRAME_ANCESTORS value that is not a list of https origins', () => {
    for (const bad of [
      "https://banco.es; script-src 'unsafe-inline'",
      'http://banco.es',
      "'unsafe-inline'",
      '*',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', FRAME_ANCESTORS: bad }), bad).toThrow(/FRAME_ANCESTORS/);
    }
    expect(
      loadConfig({ NODE_ENV: 'test', FRAME_ANCESTORS: 'https://a.es, https://*.b.es:8443' }).frameAncestors,
    ).toEqual(['https://a.es', 'https://*.b.es:8443']);
  });
});

describe('POST /api/csp-report', () => {
  const legacyReport = {
    'csp-report': {
      'document-uri': 'https://amparo.es/area-cliente/acceso?acceso=TOKEN-SECRETO',
      'blocked-uri': 'inline',
      'effective-directive': 'script-src-elem',
      'violated-directive': 'script-src-elem',
      disposition: 'enforce',
      'line-number': 12,
    },
  };
  const reportingBatch = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'https://amparo.es/contratacion',
      user_agent: 'Chrome',
      body: {
        documentURL: 'https://amparo.es/contratacion?acceso=OTRO-SECRETO#x',
        blockedURL: 'https://evil.example/x.js?k=1',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'https://amparo.es/assets/index-Ab12Cd34.js',
        lineNumber: 3,
        columnNumber: 7,
      },
    },
    { type: 'deprecation', body: { id: 'x', message: 'y' } },
  ];
  const post = (payload: string, contentType: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/csp-report',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: ip,
    });

  it('logs a report-uri report (application/csp-report) without the query string, answering 204', async () => {
    logLines.length = 0;
    const res = await post(JSON.stringify(legacyReport), 'application/csp-report');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const logged = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'CSP violation');
    expect(logged).toHaveLength(1);
    expect(logged[0].csp).toMatchObject({
      document: 'https://amparo.es/area-cliente/acceso',
      blocked: 'inline',
      directive: 'script-src-elem',
      line: 12,
    });
    expect(logLines.join('')).not.toContain('TOKEN-SECRETO');
  });

  it('logs each CSP report of a Reporting API batch (application/reports+json) and skips other kinds', async () => {
    logLines.length = 0;
    const res = await post(JSON.stringify(reportingBatch), 'application/reports+json');
    expect(res.statusCode).toBe(204);
    const logged = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'CSP violation');
    expect(logged.map((l) => l.csp)).toEqual([
      {
        document: 'https://amparo.es/contratacion',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        disposition: 'enforce',
        source: 'https://amparo.es/assets/index-Ab12Cd34.js',
        line: 3,
        column: 7,
        sample: '',
      },
    ]);
    expect(logLines.join('')).not.toContain('OTRO-SECRETO');
  });

  it('answers 400 in Spanish to a body that is no report, and 413 to a huge one', async () => {
    const junk = await post('{"hola":1}', 'application/csp-report');
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({
      code: 'CSP_REPORT_INVALID',
      message: 'El informe no tiene el formato de un informe CSP',
    });
    const broken = await post('{no es json', 'application/reports+json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'CSP_REPORT_NOT_JSON',
      message: 'El informe no es un JSON válido',
    });
    const huge = await post(
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(40_000) } }),
      'application/csp-report',
    );
    expect(huge.statusCode).toBe(413);
  });

  it('limits reports per address (429) without touching other addresses', async () => {
    const body = JSON.stringify(legacyReport);
    const answers: number[] = [];
    for (let i = 0; i < 61; i++)
      answers.push((await post(body, 'application/csp-report', '10.9.9.9')).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await post(body, 'application/csp-report', '10.9.9.10')).statusCode).toBe(204);
  });
});
