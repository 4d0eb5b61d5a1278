// Lighthouse, mobile preset (its default: a mid-range phone on a slow 4G link,
// simulated), in Debian's Chromium, against the built product. Each page runs
// LH_RUNS times (default 3) and the run with the median performance score is
// reported, because a shared machine makes single runs noisy.
//   npm run build && npm run lighthouse -w @amparo/bench [-- / /pricing]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pagesFromArgs, startBuiltServer } from './built-server.ts';

const runs = Number(process.env.LH_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

type Row = { score: Record<string, number>; lcp: number; fcp: number; tbt: number; cls: number; si: number };

const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3202));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | SI s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of pagesFromArgs()) {
    const rows: Row[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse no devolvió resultado para ${page}`);
      const { lhr } = result;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        score: Object.fromEntries(
          categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ),
        fcp: audit('first-contentful-paint') / 1000,
        lcp: audit('largest-contentful-paint') / 1000,
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index') / 1000,
      });
    }
    rows.sort((a, b) => (a.score.performance ?? 0) - (b.score.performance ?? 0));
    const r = rows[Math.floor(rows.length / 2)] as Row;
    const all = rows.map((x) => x.score.performance).join('/');
    console.log(
      `| ${page} | ${r.score.performance} (${all}) | ${r.score.accessibility} | ${r.score['best-practices']} | ${r.score.seo} | ${r.fcp.toFixed(1)} | ${r.lcp.toFixed(1)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.si.toFixed(1)} |`,
    );
  }
} finally {
  chrome.kill();
  server.stop();
}
