// The back office at a million policies (docs/performance.md): latency of the policy list with each filter,
// the search, deep pages and the detail, and the full CSV export's rate and the server's memory.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/amparo_bench npm run seed:large -- --policies 1000000
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/amparo_bench npm run scale -w @amparo/bench
//
// Starts the built server on that database (BENCH_PORT, default 3413), logs in as the demo admin the
// seed created, picks real values (names, emails, IMEIs, numbers, stores) from the database and asks
// each scenario BENCH_REQUESTS times (default 100) from BENCH_CONCURRENCY clients (default 1). The
// server's resident memory is read from /proc every 50 ms. Prints Markdown for docs/performance.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT ?? 3413);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1);
const password = process.env.BENCH_ADMIN_PASSWORD ?? 'amparo-demo-2026';
const skipExport = process.env.BENCH_SKIP_EXPORT === '1';
if (!databaseUrl) {
  console.error('Falta BENCH_DATABASE_URL (la base llenada con npm run seed:large)');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  console.error('Primero: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-scale-'));
const server = spawn('node', ['apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    AMPARO_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production names its card gateway or refuses to start; the bench pays nothing.
    CARD_GATEWAY: 'sandbox',
    DATABASE_URL: databaseUrl,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

/** Resident memory of the server process now, in MB (Linux /proc). */
function rssMb(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitForHealth() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('el servidor no arrancó');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

type Scenario = { name: string; url: (i: number) => string; goal: number };

async function measure(headers: Record<string, string>, scenario: Scenario) {
  const times: number[] = [];
  let errors = 0;
  let totalShown = '';
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= requests) return;
      const started = performance.now();
      const res = await fetch(`${base}${scenario.url(i)}`, { headers });
      const body = await res.text();
      times.push(performance.now() - started);
      if (!res.ok) {
        errors += 1;
        if (errors === 1) console.error(`${scenario.name}: ${res.status} ${body.slice(0, 200)}`);
      } else if (i === 0 && body.startsWith('{"data"')) {
        const meta = JSON.parse(body).meta;
        if (meta?.total !== undefined)
          totalShown = meta.total_capped ? `> ${meta.total}` : String(meta.total);
      }
    }
  };
  // One warm-up request, not counted.
  await fetch(`${base}${scenario.url(requests)}`, { headers }).then((r) => r.text());
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sorted = times.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const ok = p95 < scenario.goal ? 'sí' : `no (+${Math.round(p95 - scenario.goal)} ms)`;
  console.log(
    `| ${scenario.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${percentile(sorted, 100).toFixed(1)} | ${totalShown} | ${errors} | < ${scenario.goal} ms: ${ok} |`,
  );
}

async function exportRate(headers: Record<string, string>) {
  const token = (
    await (
      await fetch(`${base}/api/exports/token`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ resource: 'policies' }),
      })
    ).json()
  ).token as string;
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}/api/policies?export_csv=1&token=${token}`);
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  console.log('');
  console.log('| CSV export (GET /api/policies?export_csv=1, all) | value |');
  console.log('|---|---|');
  console.log(`| rows | ${rows.toLocaleString('es-ES')} |`);
  console.log(`| size | ${(bytes / 1024 / 1024).toFixed(0)} MB |`);
  console.log(`| time | ${seconds.toFixed(1)} s |`);
  console.log(`| rate | ${Math.round(rows / seconds).toLocaleString('es-ES')} rows/s (goal > 50.000) |`);
  console.log(`| server RSS before / peak | ${before} MB / ${peak} MB (goal < 300 MB) |`);
}

const db = new pg.Client({ connectionString: databaseUrl });
try {
  await db.connect();
  const sample = async <T>(text: string) => (await db.query(text)).rows as T[];
  const people = await sample<{
    id: number;
    number: string;
    email: string;
    complete_name: string;
    phone: string;
  }>('select id, number, email, complete_name, phone from policies tablesample system (1) limit 500');
  const imeis = (
    await sample<{ imei: string }>('select imei from risk_mobiles tablesample system (1) limit 500')
  ).map((r) => r.imei);
  const storeIds = (await sample<{ id: number }>('select id from stores order by random() limit 200')).map(
    (r) => r.id,
  );
  const distributorIds = (
    await sample<{ id: number }>(
      'select id from distributors d where exists (select 1 from policies p where p.distributor_id = d.id) order by id',
    )
  ).map((r) => r.id);
  const policyCount = Number((await sample<{ n: string }>('select count(*) as n from policies'))[0]?.n ?? 0);
  const [middle] = await sample<{ created_at: string; id: number }>(
    `select created_at::text, id from policies order by created_at desc, id desc offset ${Math.floor(Number(policyCount) / 2)} limit 1`,
  );
  const ids = people.map((p) => p.id);
  const surnames = ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro'];
  const months = Array.from({ length: 18 }, (_, i) => {
    const d = new Date(Date.UTC(2025, 0, 1));
    d.setUTCMonth(d.getUTCMonth() + i);
    return d.toISOString().slice(0, 10);
  });
  const nextMonth = (from: string) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    d.setUTCDate(0);
    return d.toISOString().slice(0, 10);
  };
  const search = (text: string) => `/api/policies?filter[search]=${encodeURIComponent(text)}`;
  const middleCursor = Buffer.from(JSON.stringify(['-created_at', middle?.created_at, middle?.id])).toString(
    'base64url',
  );

  await waitForHealth();
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@amparo.local', password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const headers = { authorization: `Bearer ${(await login.json()).api_token}` };

  const scenarios: Scenario[] = [
    { name: 'list, first page (newest)', url: () => '/api/policies', goal: 100 },
    { name: 'filter status', url: (i) => `/api/policies?filter[status]=${1 + (i % 4)}`, goal: 100 },
    {
      name: 'filter evaluation status',
      url: (i) => `/api/policies?filter[evaluation_status]=${1 + (i % 6)}`,
      goal: 100,
    },
    {
      name: 'filter product type',
      url: (i) => `/api/policies?filter[product_type_id]=${pick([1, 3, 4, 5, 6, 7], i)}`,
      goal: 100,
    },
    {
      name: 'filter distributor',
      url: (i) => `/api/policies?filter[distributor_id]=${pick(distributorIds, i)}`,
      goal: 100,
    },
    { name: 'filter store', url: (i) => `/api/policies?filter[store_id]=${pick(storeIds, i)}`, goal: 100 },
    {
      name: 'filter date range (a month)',
      url: (i) => `/api/policies?filter[from]=${pick(months, i)}&filter[to]=${nextMonth(pick(months, i))}`,
      goal: 100,
    },
    { name: 'search full name', url: (i) => search(pick(people, i).complete_name), goal: 100 },
    { name: 'search common surname', url: (i) => search(pick(surnames, i)), goal: 100 },
    { name: 'search whole email', url: (i) => search(pick(people, i).email), goal: 100 },
    {
      name: 'search part of an email',
      url: (i) => search(pick(people, i).email.split('@')[0] ?? ''),
      goal: 100,
    },
    { name: 'search phone', url: (i) => search(pick(people, i).phone), goal: 100 },
    { name: 'search whole IMEI', url: (i) => search(pick(imeis, i)), goal: 100 },
    { name: 'search 8 digits of an IMEI', url: (i) => search(pick(imeis, i).slice(5, 13)), goal: 100 },
    { name: 'search whole policy number', url: (i) => search(pick(people, i).number), goal: 100 },
    { name: 'search part of a number', url: (i) => search(pick(people, i).number.slice(-7)), goal: 100 },
    { name: 'sort premium desc', url: () => '/api/policies?sort=-premium', goal: 100 },
    { name: 'sort name asc', url: () => '/api/policies?sort=complete_name', goal: 100 },
    {
      name: 'sort number asc, status filter',
      url: (i) => `/api/policies?sort=number&filter[status]=${1 + (i % 4)}`,
      goal: 100,
    },
    { name: 'deep page 400 (page=, offset 10,000)', url: () => '/api/policies?page=400', goal: 100 },
    { name: 'deep page 4,000 (page=, offset 100,000)', url: () => '/api/policies?page=4000', goal: 100 },
    { name: 'deep page 20,000 (page=, offset 500,000)', url: () => '/api/policies?page=20000', goal: 100 },
    {
      name: 'deep page by cursor (middle of the list)',
      url: () => `/api/policies?cursor=${middleCursor}`,
      goal: 100,
    },
    { name: 'detail GET /api/policies/:id', url: (i) => `/api/policies/${pick(ids, i * 7)}`, goal: 50 },
  ];
  console.log(
    `${Number(policyCount).toLocaleString('es-ES')} policies; ${requests} requests per row, ${concurrency} client(s)`,
  );
  console.log('');
  console.log('| scenario | p50 ms | p95 ms | max ms | total shown | errors | goal met |');
  console.log('|---|---|---|---|---|---|---|');
  for (const scenario of scenarios) await measure(headers, scenario);
  console.log('');
  console.log(`server RSS after the list scenarios: ${rssMb()} MB`);
  if (!skipExport) await exportRate(headers);
} finally {
  await db.end();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
