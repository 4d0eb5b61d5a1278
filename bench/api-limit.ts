// The API against its limit (docs/performance.md): `npm run build -w @amparo/api`, then
// `npm run bench:api`. Recreates the database BENCH_DATABASE (default amparo_bench_api) on
// BENCH_PG (default postgres://postgres@127.0.0.1:5432), fills it with BENCH_POLICIES policies
// (apps/api/scripts/seed-large.ts, default 5000), starts the built API on it (BENCH_PORT, default
// 3300, TRUST_PROXY=1) and the bare node:http server of api-limit/limit-server.ts (BENCH_PORT + 1),
// which calls the API's own use-cases without Fastify and answers the same JSON. Both are checked to
// answer alike (same status, same keys and values), then loaded one after the other (never
// together) with autocannon at 50 and 200 connections, BENCH_SECONDS (default 10) per call and
// server after a 2 s warm-up. Prints a Markdown table and writes it to bench/results/api-limit-<time>.md.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const pgBase = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const dbName = process.env.BENCH_DATABASE ?? 'amparo_bench_api';
const databaseUrl = `${pgBase}/${dbName}`;
const apiPort = Number(process.env.BENCH_PORT ?? 3300);
const limitPort = apiPort + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const policyCount = Number(process.env.BENCH_POLICIES ?? 5000);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const only = process.env.BENCH_ONLY?.split(',');
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('BENCH_DATABASE: letters, digits and _');
if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  console.error('Primero: npm run build -w @amparo/api');
  process.exit(1);
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/scripts/seed-large.ts', '--policies', String(policyCount)],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (seeded.status !== 0) throw new Error('seed-large falló');
}

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

async function start(args: string[], port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let i = 0; i < 240; i++) {
    try {
      // Any answer means it listens (the limit answers 404 to /api/health).
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no arrancó: ${args.join(' ')}`);
}

await recreateDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-bench-api-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const api = await start(['apps/api/dist/main.js'], apiPort, {
  HOST: '127.0.0.1',
  AMPARO_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Production names its card gateway or refuses to start; the bench pays nothing.
  CARD_GATEWAY: 'sandbox',
  TRUST_PROXY: '1',
});
const limit = await start(['--import', 'tsx', 'bench/api-limit/limit-server.ts'], limitPort, {});

// The samples: policies to open, phone checks to poll (with a link token each) and list filters.
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const policyIds = (
  await db.query<{ id: number }>('select id from policies order by random() limit 1000')
).rows.map((r) => r.id);
// Phone checks not validated (or none sent): polling one mints no payment link, so the call is a read.
const checks = (
  await db.query<{ policy_id: number; risk_id: number; policyholder_id: number }>(
    `select p.id as policy_id, r.id as risk_id, p.policyholder_id from policies p
     join policy_risks r on r.policy_id = p.id and r.active and r.risk_type = 1
     join risk_mobiles m on m.policy_risk_id = r.id
     where coalesce((select e.status from evaluations e where e.policy_risk_id = r.id order by e.id desc limit 1), 0) <> 3
     order by random() limit 500`,
  )
).rows.map((c) => ({ ...c, token: randomBytes(32).toString('base64url') }));
for (const c of checks)
  await db.query(
    `insert into api_tokens (user_id, purpose, token_hash, subject_type, subject_id, expires_at)
     values ($1, 'evaluation', $2, 'policy', $3, now() + interval '1 day')`,
    [c.policyholder_id, createHash('sha256').update(c.token).digest('hex'), c.policy_id],
  );
const statuses = (
  await db.query<{ status: number }>('select distinct status from policies order by 1')
).rows.map((r) => r.status);
await db.end();

const login = await fetch(`http://127.0.0.1:${apiPort}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@amparo.local', password: 'amparo-demo-2026' }),
});
if (!login.ok) throw new Error(`login: ${login.status}`);
const staff = { authorization: `Bearer ${(await login.json()).api_token}` };

let address = 0;
/** Each proposal from its own address (TRUST_PROXY=1), so the per-address limit never answers 429. */
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
const proposalBody = JSON.stringify({
  step: 'device',
  data: {
    product_type_id: 1,
    device_value: 50000,
    holder: { email: 'ana@example.com', phone: '612 345 678' },
  },
});

type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: (i: number) => string;
  headers?: (i: number) => Record<string, string>;
  body?: string;
};
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const calls: Call[] = [
  {
    name: 'GET /api/policies/price',
    method: 'GET',
    path: (i) =>
      `/api/policies/price?product_type_id=1&device_value=${pick([15000, 50000, 90000, 121900], i)}&periodicity=${pick([1, 12], i >> 2)}`,
  },
  {
    name: 'GET /api/policies/{id}/risk/{riskId}/evaluation-status',
    method: 'GET',
    path: (i) => {
      const c = pick(checks, i);
      return `/api/policies/${c.policy_id}/risk/${c.risk_id}/evaluation-status?token=${c.token}`;
    },
  },
  {
    name: 'GET /api/policies?filter[status]=… (staff)',
    method: 'GET',
    path: (i) => `/api/policies?filter[status]=${pick(statuses, i)}`,
    headers: () => staff,
  },
  {
    name: 'GET /api/policies/{id} (staff)',
    method: 'GET',
    path: (i) => `/api/policies/${pick(policyIds, i)}`,
    headers: () => staff,
  },
  {
    name: 'POST /api/proposals',
    method: 'POST',
    path: () => '/api/proposals',
    headers: () => ({ 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }),
    body: proposalBody,
  },
];
const chosen = calls.filter((c) => !only || only.some((o) => c.name.includes(o)));

/** JSON with every object's keys sorted: the API writes them in its response schema's order. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/** Both servers answer each call alike: same status and JSON, keys in any order (a proposal's id and time aside). */
async function sameAnswers() {
  for (const call of chosen) {
    const answers = await Promise.all(
      [apiPort, limitPort].map(async (port) => {
        const res = await fetch(`http://127.0.0.1:${port}${call.path(0)}`, {
          method: call.method,
          headers: call.headers?.(0),
          body: call.body,
        });
        const json = await res.json();
        if (call.method === 'POST') {
          json.identifier_proposal = '…';
          json.updated_at = '…';
        }
        return `${res.status} ${JSON.stringify(canonical(json))}`;
      }),
    );
    if (answers[0] !== answers[1])
      throw new Error(`${call.name}: API y límite difieren\n${answers[0]}\n${answers[1]}`);
  }
}

/** CPU time (user + system) the process has used so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

type Figures = { rps: number; p50: number; p99: number; errors: number; load: number; cpu: number };
async function load(
  server: ChildProcess,
  port: number,
  call: Call,
  connections: number,
  duration: number,
): Promise<Figures> {
  let i = 0;
  const before = os.loadavg()[0]!;
  const cpuBefore = cpuMs(server.pid!);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: call.method,
        body: call.body,
        setupRequest: (req) => {
          const n = i++;
          return { ...req, path: call.path(n), headers: { ...req.headers, ...call.headers?.(n) } };
        },
      },
    ],
  });
  return {
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load: (before + os.loadavg()[0]!) / 2,
    // The server's own CPU per answered request: steadier than req/s on a machine shared with others.
    cpu: (cpuMs(server.pid!) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

try {
  await sameAnswers();
  const started = new Date();
  const loads: number[] = [];
  const lines = [
    `| call | conn. | API req/s | API p50 / p99 ms | API errors | API CPU ms/req | limit req/s | limit p50 / p99 ms | limit errors | limit CPU ms/req | API / limit |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  console.log(lines.join('\n'));
  for (const connections of connectionSets) {
    for (const call of chosen) {
      // API first, then the limit: alternately, never at the same time, each after a warm-up.
      await load(api, apiPort, call, connections, 2);
      const a = await load(api, apiPort, call, connections, seconds);
      await load(limit, limitPort, call, connections, 2);
      const l = await load(limit, limitPort, call, connections, seconds);
      loads.push(a.load, l.load);
      const line = `| ${call.name} | ${connections} | ${Math.round(a.rps)} | ${a.p50} / ${a.p99} | ${a.errors} | ${a.cpu.toFixed(2)} | ${Math.round(l.rps)} | ${l.p50} / ${l.p99} | ${l.errors} | ${l.cpu.toFixed(2)} | ${Math.round((100 * a.rps) / l.rps)} % |`;
      lines.push(line);
      console.log(line);
    }
  }
  const meanLoad = loads.reduce((s, x) => s + x, 0) / Math.max(1, loads.length);
  const footer = `\n${started.toISOString()}; ${os.cpus().length} cores, Node ${process.version}; ${policyCount} policies; ${seconds} s per call and server after 2 s of warm-up; load average (1 min) during the runs ${meanLoad.toFixed(1)} (from ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}); API pid ${api.pid}.`;
  console.log(footer);
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-limit-${started.toISOString().slice(0, 16).replace(':', '-')}.md`);
  fs.writeFileSync(file, `${lines.join('\n')}\n${footer}\n`);
  console.log(`\nEscrito en ${path.relative(root, file)}`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
