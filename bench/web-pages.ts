// The customer pages against a static limit (docs/performance.md): Lighthouse's mobile preset (a
// mid-range phone on a slow 4G link, simulated), in Debian's Chromium, on `/`, `/contratacion` and
// the phone check a booking mail opens (`/peritation/:id?acceso=…`, which lands on `/evaluation`).
// In the same run, each page's rendered DOM is saved as static HTML (its CSS inlined, every script
// removed) and served by a bare node:http server: the same content with no JavaScript at all, the
// limit the app's LCP is compared with. Each variant runs LH_RUNS times (default 3); the run with the
// median performance score is reported.
//   npm run build && npm run bench:web
// BENCH_PAGES=/evaluation (a comma-separated list of the names below) measures only those pages.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// The phone Lighthouse emulates (its screen and user agent): the static copy is rendered as that
// phone sees the page (the phone check shows another step to a laptop).
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import { repoRoot, startBuiltServer } from './built-server.ts';

const runs = Number(process.env.LH_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices'];
const webDist = path.join(repoRoot, 'apps/web/dist');
const ADMIN = { email: 'admin@amparo.local', password: 'bench-password-123' };

type Row = {
  score: Record<string, number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  failed: string[];
  all?: string;
};

const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3203));

async function api(pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${server.baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Books a phone policy as the purchase flow does and returns its mail's phone-check link (reusable until it expires). */
async function phoneCheckLink(): Promise<string> {
  const email = `bench.web.${Date.now()}@example.com`;
  await api('/api/policies', {
    method: 'POST',
    body: {
      product_id: 3,
      periodicity: 1,
      payment_method: 'card',
      device: { brand: 'Apple', model: 'iPhone 16 Pro', value: 121_900 },
      holder: { name: 'Lucía', surname1: 'Martín', document_code: '12345678Z', email, phone: '612345678' },
      acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
    },
  });
  const { api_token: token } = await api('/api/users/login', { method: 'POST', body: ADMIN });
  // The booking mail is written by a job a moment after the request.
  for (let i = 0; i < 60; i++) {
    const { data } = await api(`/api/mail-outbox?filter[to]=${encodeURIComponent(email)}&per_page=5`, {
      token,
    });
    for (const mail of data as { text_body: string }[]) {
      const link = mail.text_body.match(/https?:\/\/\S+\/peritation\/\d+\?acceso=[\w-]+/)?.[0];
      if (link) return new URL(link).pathname + new URL(link).search;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no llegó el correo de la contratación con el enlace de la peritación');
}

/** The page as a phone shows it once rendered, as one HTML file: CSS inlined, no script, no preload. */
async function staticCopy(url: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const phone = screenEmulationMetrics.mobile;
    const page = await browser.newPage({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
      locale: 'es-ES',
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const css: Record<string, string> = {};
    for (const href of await page.$$eval('link[rel="stylesheet"]', (links) =>
      links.map((l) => (l as HTMLLinkElement).href),
    ))
      css[href] = await (await fetch(href)).text();
    return await page.evaluate((styles) => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      const scripts = root.querySelectorAll(
        'script, link[rel="modulepreload"], link[as="script"], link[as="fetch"]',
      );
      for (const el of Array.from(scripts)) el.remove();
      for (const link of Array.from(root.querySelectorAll('link[rel="stylesheet"]'))) {
        const style = document.createElement('style');
        style.textContent = styles[(link as HTMLLinkElement).href] ?? '';
        link.replaceWith(style);
      }
      return `<!doctype html>\n${root.outerHTML}`;
    }, css);
  } finally {
    await browser.close();
  }
}

/** A bare node:http server: the saved pages by path, the build's other files (images, icons) as they are. */
function startStaticServer(port: number, pages: Map<string, string>) {
  const types: Record<string, string> = {
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webp': 'image/webp',
  };
  const srv = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const html = pages.get(url.pathname);
    const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    if (html !== undefined) {
      const body = brotli ? zlib.brotliCompressSync(html) : Buffer.from(html);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      });
      res.end(body);
      return;
    }
    const file = path.join(webDist, path.normalize(url.pathname));
    if (!file.startsWith(webDist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(fs.readFileSync(file));
  });
  return new Promise<{ baseUrl: string; stop: () => void }>((resolve) =>
    srv.listen(port, '127.0.0.1', () =>
      resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => srv.close() }),
    ),
  );
}

async function measure(url: string, port: number): Promise<Row> {
  const rows: Row[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // What keeps accessibility and best practices under 100: the audits that scored under 1.
    const failed = ['accessibility', 'best-practices'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    rows.push({
      score: Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      fcp: audit('first-contentful-paint') / 1000,
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failed,
    });
  }
  rows.sort((a, b) => (a.score.performance ?? 0) - (b.score.performance ?? 0));
  const median = rows[Math.floor(rows.length / 2)] as Row;
  // Every run's score beside the median's, as docs/performance.md reports them.
  const all = rows.map((r) => r.score.performance).join('/');
  return { ...median, all, failed: [...new Set(rows.flatMap((r) => r.failed))] };
}

const only = process.env.BENCH_PAGES?.split(',');
const pages: { name: string; appPath: string; staticPath: string }[] = [
  { name: '/', appPath: '/', staticPath: '/' },
  { name: '/contratacion', appPath: '/contratacion', staticPath: '/contratacion' },
  { name: '/evaluation', appPath: await phoneCheckLink(), staticPath: '/evaluation' },
].filter((page) => !only || only.includes(page.name));
const copies = new Map<string, string>();
for (const page of pages) copies.set(page.staticPath, await staticCopy(`${server.baseUrl}${page.appPath}`));
const limit = await startStaticServer(Number(process.env.BENCH_STATIC_PORT ?? 3204), copies);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(
    '| page | served as | performance | accessibility | best practices | FCP s | LCP s | TBT ms | CLS | LCP app / static |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const notes: string[] = [];
  for (const page of pages) {
    const app = await measure(`${server.baseUrl}${page.appPath}`, chrome.port);
    const copy = await measure(`${limit.baseUrl}${page.staticPath}`, chrome.port);
    for (const [label, r] of [
      ['app', app],
      ['static HTML', copy],
    ] as const) {
      const ratio = label === 'app' ? (app.lcp / copy.lcp).toFixed(2) : '';
      console.log(
        `| ${page.name} | ${label} | ${r.score.performance} (${r.all}) | ${r.score.accessibility} | ${r.score['best-practices']} | ${r.fcp.toFixed(2)} | ${r.lcp.toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${ratio} |`,
      );
      if (r.failed.length > 0) notes.push(`${page.name} (${label}): ${r.failed.join(', ')}`);
    }
  }
  if (notes.length > 0)
    console.log(`\nAudits under 1 in accessibility or best practices:\n${notes.join('\n')}`);
} finally {
  chrome.kill();
  limit.stop();
  server.stop();
}
