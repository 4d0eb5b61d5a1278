// /api/health latency while a 5,000-row user import runs (docs/performance.md). Starts the
// built server on a fresh embedded database (PGlite, worker in-process), posts
// the CSV as an admin, and asks /api/health one request after another until the
// import job is done. Figures go to docs/performance.md by hand.
import { startBuiltServer } from './built-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const rows = Number(process.env.BENCH_ROWS ?? 5000);

const server = await startBuiltServer(port);
const api = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}/api${path}`, init);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fixed = (n: number) => n.toFixed(1);
  return `| ${label} | ${sorted.length} | ${fixed(percentile(sorted, 50))} | ${fixed(percentile(sorted, 99))} | ${fixed(sorted.at(-1)!)} |`;
}

/** Answers slower than this are listed with when they started, to tell what held them. */
const SLOW_MS = 200;
const slow: string[] = [];
let origin = performance.now();

async function healthFor(ms: number) {
  const samples: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const start = performance.now();
    await (await api('/health')).arrayBuffer();
    const took = performance.now() - start;
    samples.push(took);
    if (took > SLOW_MS) slow.push(`${((start - origin) / 1000).toFixed(2)} s: ${took.toFixed(0)} ms`);
  }
  return samples;
}

try {
  const login = await api('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@amparo.local', password: 'bench-password-123' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { api_token: string }).api_token}` };

  const idle = await healthFor(3000);
  const lines = ['email,name,surname1,role'];
  for (let i = 1; i <= rows; i++) lines.push(`bench${i}@amparo.test,Usuario ${i},Prueba,agent`);
  const fileBase64 = Buffer.from(lines.join('\n')).toString('base64');

  const during: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) during.push(...(await healthFor(200)));
  })();
  const postStart = performance.now();
  origin = postStart;
  const started = await api('/users/users-csv', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fileBase64 }),
  });
  const postMs = performance.now() - postStart;
  if (started.status !== 202) throw new Error(`import: ${started.status} ${await started.text()}`);
  const jobId = ((await started.json()) as { job_id: number }).job_id;
  const jobStart = performance.now();
  let lastDone = -1;
  type JobAnswer = { status: string; progress: unknown; result: { created: number } | null };
  let job: JobAnswer;
  for (;;) {
    job = (await (await api(`/jobs/${jobId}`, { headers: auth })).json()) as JobAnswer;
    const progress = job.progress as { done: number } | null;
    if (progress && progress.done !== lastDone && process.env.BENCH_VERBOSE) {
      lastDone = progress.done;
      console.log(`${((performance.now() - origin) / 1000).toFixed(2)} s: ${lastDone} rows done`);
    }
    if (job.status === 'done' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  done = true;
  await probe;
  // The 5,000 invitation mails are then delivered (held, without SMTP), one job each.
  const after = await healthFor(5000);
  console.log(
    `rows: ${rows}; POST answered 202 in ${postMs.toFixed(0)} ms; job ${job.status} after ${((performance.now() - jobStart) / 1000).toFixed(1)} s, ${job.result?.created} created`,
  );
  console.log('| /api/health | requests | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(summary('idle', idle));
  console.log(summary(`during the ${rows}-row import`, during));
  console.log(summary('the next 5 s (invitation mails delivered)', after));
  if (slow.length) console.log(`answers over ${SLOW_MS} ms (seconds after the POST): ${slow.join('; ')}`);
} finally {
  server.stop();
}
