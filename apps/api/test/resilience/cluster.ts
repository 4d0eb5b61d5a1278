// Real processes on a real PostgreSQL: a fresh database per test file, API
// servers and workers started from the bundle (global-setup.ts), killed with
// SIGKILL and started again. Nothing here talks to the server in-process.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../database-url.ts';
import { BUNDLE_DIR } from './global-setup.ts';

export const ADMIN_EMAIL = 'admin@amparo.local';
export const ADMIN_PASSWORD = 'resiliencia-2026';

export type Database = {
  url: string;
  /** A plain pg pool on the test's database, for the checks in SQL. */
  pool: pg.Pool;
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  drop: () => Promise<void>;
};

/** A database of its own on the server of DATABASE_URL, copied from the run's migrated and seeded template, dropped at the end. */
export async function freshDatabase(label: string, options: { blank?: boolean } = {}): Promise<Database> {
  const server = process.env.DATABASE_URL!;
  const name = `amparo_res_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  // blank: no tables at all, every migration still to apply.
  await admin.query(
    `create database ${name}${options.blank ? '' : ` template ${inject('resilienceTemplate')}`}`,
  );
  await admin.end();
  const url = withDatabase(server, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  return {
    url,
    pool,
    query: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end();
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export type Proc = {
  name: string;
  child: ChildProcess;
  /** stderr and stdout, kept to explain a failure. */
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

const running = new Set<Proc>();
// A test that throws still leaves no server behind.
process.on('exit', () => {
  for (const proc of running) proc.child.kill('SIGKILL');
});

/** Stops every process this file started and has not stopped (each file's afterAll calls it). */
export async function stopAll() {
  await Promise.all([...running].map((proc) => proc.kill()));
}

function start(name: string, entry: 'main.js' | 'worker.js', env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [path.join(BUNDLE_DIR, entry)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const proc: Proc = {
    name,
    child,
    output: () => log,
    kill: async (signal = 'SIGKILL') => {
      running.delete(proc);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
  running.add(proc);
  return proc;
}

/** The settings every process of a test shares (one database, one data folder, one public address). */
export function baseEnv(db: Database, dataDir: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    // The workload pays with the sandbox's test cards; production names it or refuses to start.
    CARD_GATEWAY: 'sandbox',
    DATABASE_URL: db.url,
    AMPARO_DATA_DIR: dataDir,
    AMPARO_DEMO_DATA: 'false',
    AMPARO_ADMIN_EMAIL: ADMIN_EMAIL,
    AMPARO_ADMIN_PASSWORD: ADMIN_PASSWORD,
    // Every process must sign file links with the same key: a replica would otherwise make its own.
    FILES_LINK_SECRET: 'resiliencia-clave-de-enlaces-de-ficheros-2026',
    OCR_ENGINE: 'none',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...extra,
  };
}

export function tempDir(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `amparo-res-${label}-`));
}

/** Starts `node main.js` and waits for GET /api/health to answer 200. */
export async function startApi(name: string, port: number, env: Record<string, string>) {
  const proc = start(name, 'main.js', { ...env, PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (proc.child.exitCode !== null) throw new Error(`${name} se ha parado al arrancar:\n${proc.output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { ...proc, baseUrl };
    } catch {}
    await sleep(100);
  }
  await proc.kill();
  throw new Error(`${name} no ha arrancado en 30 s:\n${proc.output()}`);
}

export type Api = Awaited<ReturnType<typeof startApi>>;

/** Starts `node worker.js` and waits for its "worker started" line (logged at info). */
export async function startWorkerProcess(name: string, env: Record<string, string>) {
  const proc = start(name, 'worker.js', { ...env, LOG_LEVEL: 'info' });
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (proc.output().includes('worker started')) return proc;
    if (proc.child.exitCode !== null) throw new Error(`${name} se ha parado al arrancar:\n${proc.output()}`);
    await sleep(50);
  }
  await proc.kill();
  throw new Error(`${name} no ha arrancado en 30 s:\n${proc.output()}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check returns something truthy, or fails with the message. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: no ha ocurrido en ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** JSON over HTTP with the status, never throwing on a 4xx/5xx (a refused connection does throw). */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
  return { status: res.status, json: json as any, text, headers: res.headers };
}

/** Staff login through the API: the bearer token it answers. */
export async function adminLogin(baseUrl: string, ip = '10.9.0.1'): Promise<Record<string, string>> {
  const res = await call(baseUrl, 'POST', '/api/users/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { 'x-forwarded-for': ip },
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.json)}`);
  return { authorization: `Bearer ${res.json.api_token}` };
}
