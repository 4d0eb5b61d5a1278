// Starts the built product (as `npm start` runs it) on a fresh embedded
// database for a benchmark, or uses BASE_URL when one is already running.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export type BuiltServer = { baseUrl: string; stop: () => void };

async function waitForHealth(baseUrl: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`el servidor no arrancó en ${baseUrl}`);
}

export async function startBuiltServer(port: number): Promise<BuiltServer> {
  if (process.env.BASE_URL) {
    const baseUrl = process.env.BASE_URL.replace(/\/$/, '');
    await waitForHealth(baseUrl);
    return { baseUrl, stop: () => {} };
  }
  if (!fs.existsSync(path.join(repoRoot, 'apps/api/dist/main.js'))) {
    console.error('Primero: npm run build');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-bench-'));
  const server: ChildProcess = spawn('node', ['apps/api/dist/main.js'], {
    cwd: repoRoot,
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
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Never leave the server behind, even when the benchmark crashes.
  process.on('exit', stop);
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Pages given on the command line, or the three the performance goals name. */
export function pagesFromArgs(): string[] {
  const args = process.argv.slice(2).filter((a) => a.startsWith('/'));
  return args.length > 0 ? args : ['/', '/contratacion', '/pricing'];
}
