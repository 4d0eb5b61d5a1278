// Every script a page loads before it is interactive, measured in Debian's
// Chromium as a phone: the entry, its module preloads, what the router loads
// for the page and anything fetched until the network is idle. For each one:
// bytes on disk, gzip and brotli sizes (computed here, so the figure does not
// depend on whether the server compresses) and the bytes actually transferred.
//   npm run build && npm run bundle-size -w @amparo/bench [-- / /pricing]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices } from 'playwright';
import { pagesFromArgs, repoRoot, startBuiltServer } from './built-server.ts';

const webDist = path.join(repoRoot, 'apps/web/dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Script = {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  transferred: number;
  afterLoad: boolean;
};

function compressedSizes(urlPath: string) {
  const file = path.join(webDist, urlPath);
  if (!fs.existsSync(file)) return { raw: 0, gzip: 0, brotli: 0 };
  const body = fs.readFileSync(file);
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3201));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  for (const page of pagesFromArgs()) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const tab = await context.newPage();
    const scripts: Script[] = [];
    const pending: Promise<void>[] = [];
    // Scripts asked for after the load event (fetched once the page is idle) are listed apart.
    let loaded = false;
    const requestedAfterLoad = new Set<string>();
    tab.on('load', () => {
      loaded = true;
    });
    tab.on('request', (request) => {
      if (loaded) requestedAfterLoad.add(request.url());
    });
    tab.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const afterLoad = requestedAfterLoad.has(request.url());
      pending.push(
        request
          .sizes()
          .then((sizes) => sizes.responseBodySize)
          .catch(() => Number.NaN)
          .then((transferred) => {
            const urlPath = new URL(request.url()).pathname;
            scripts.push({ file: urlPath, ...compressedSizes(urlPath), transferred, afterLoad });
          }),
      );
    });
    await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'networkidle' });
    // Whatever was in flight when the network went idle still counts.
    while (pending.length > 0) await Promise.all(pending.splice(0));
    await context.close();

    scripts.sort((a, b) => Number(a.afterLoad) - Number(b.afterLoad) || b.brotli - a.brotli);
    const sum = (list: Script[]) =>
      list.reduce(
        (total, s) => ({
          raw: total.raw + s.raw,
          gzip: total.gzip + s.gzip,
          brotli: total.brotli + s.brotli,
          transferred: total.transferred + s.transferred,
        }),
        { raw: 0, gzip: 0, brotli: 0, transferred: 0 },
      );
    const before = scripts.filter((s) => !s.afterLoad);
    console.log(
      `\n### ${page}: ${before.length} scripts before the load event, ${scripts.length - before.length} after\n`,
    );
    console.log('| script | KB | gzip KB | brotli KB | transferred KB |');
    console.log('|---|---:|---:|---:|---:|');
    for (const s of scripts) {
      const name = s.afterLoad ? `${s.file} (after load)` : s.file;
      console.log(`| ${name} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} | ${kb(s.transferred)} |`);
    }
    const t = sum(before);
    console.log(
      `| **before load** | **${kb(t.raw)}** | **${kb(t.gzip)}** | **${kb(t.brotli)}** | **${kb(t.transferred)}** |`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
