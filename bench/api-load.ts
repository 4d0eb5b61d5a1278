// API load benchmark: starts the built server (as `npm start` runs it) on a
// fresh embedded database and measures a few read endpoints with autocannon
// from this separate process. Figures go to docs/performance.md by hand.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-bench-'));

if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  console.error('Primero: npm run build');
  process.exit(1);
}

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
    AMPARO_ADMIN_PASSWORD: 'bench-password-123',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('el servidor no arrancó');
}

const targets = [
  '/api/health',
  '/api/product_types/1',
  '/api/generic_items?filter[search]=iphone%2016&per_page=8',
  '/api/policies/price?product_type_id=1&device_value=50000&periodicity=1',
  '/',
];

try {
  await waitForHealth();
  console.log(`| endpoint | req/s (mean) | p50 ms | p99 ms | errors |`);
  console.log(`|---|---|---|---|---|`);
  for (const url of targets) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${url}`,
      connections: 10,
      duration: seconds,
    });
    console.log(
      `| GET ${url} | ${Math.round(result.requests.mean)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
