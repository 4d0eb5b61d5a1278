// Scale out (docs/operations.md): two API processes and two workers on one PostgreSQL.
// What one API issues (a staff token, a customer's access code, a phone's
// screen code) the other accepts; a limit counts attempts sent to both; every
// job is done once by one of the two workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_CHECK_QUEUE } from '../../src/modules/evaluations/create-evaluation.ts';
import {
  type Api,
  adminLogin,
  baseEnv,
  call,
  type Database,
  eventually,
  freshDatabase,
  type Proc,
  startApi,
  startWorkerProcess,
  stopAll,
  tempDir,
} from './cluster.ts';
import { secretsMailedTo, sendPhoneCheck } from './phone-check.ts';
import { smtpReceiver } from './receivers.ts';
import { bookingBody, newKey } from './workload.ts';

const A_PORT = 3370;
const B_PORT = 3371;
const SMTP_PORTS = [3372, 3373];
/** A third replica, started with the wrong link key: it must not come up. */
const C_PORT = 3374;
/** Access codes one address may ask for per 15 minutes, on every replica together. */
const ACCESS_CODE_LIMIT = 4;

let db: Database;
let a: Api;
let b: Api;
const workers: Proc[] = [];
let smtps: Awaited<ReturnType<typeof smtpReceiver>>[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase('scale');
  // One data folder stands for the shared file store (an S3 bucket or a shared volume in production).
  const dataDir = tempDir('scale');
  smtps = await Promise.all(SMTP_PORTS.map((port) => smtpReceiver(port, { holdFirst: false })));
  env = baseEnv(db, dataDir, {
    PUBLIC_URL: 'http://127.0.0.1:3370',
    TRUST_PROXY: '1',
    ACCESS_CODES_PER_15_MIN_PER_ADDRESS: String(ACCESS_CODE_LIMIT),
  });
  // The first start creates the admin; the others, started together, find it there.
  a = await startApi('api-a', A_PORT, env);
  const [started] = await Promise.all([
    startApi('api-b', B_PORT, env),
    // Each worker mails through its own SMTP port, so the test can tell who did which job.
    ...smtps.map(async (smtp, i) => {
      workers.push(await startWorkerProcess(`worker-${i + 1}`, { ...env, SMTP_URL: smtp.url }));
    }),
  ]);
  b = started as Api;
});

afterAll(async () => {
  await stopAll();
  for (const smtp of smtps) await smtp.close();
  await db?.drop();
});

async function book(api: Api, n: number) {
  const res = await call(api.baseUrl, 'POST', '/api/policies', {
    body: bookingBody(n),
    headers: { 'idempotency-key': newKey(), 'x-forwarded-for': `10.3.${n >> 8}.${n & 255}` },
  });
  expect(res.status).toBe(201);
  return res.json as { id: number; holder: { email: string } };
}

describe('two APIs and two workers on one database', () => {
  it('a staff token issued by one API works on the other, and a logout on one ends it on both', async () => {
    const headers = await adminLogin(a.baseUrl);
    expect((await call(b.baseUrl, 'GET', '/api/users/me', { headers })).status).toBe(200);
    expect((await call(b.baseUrl, 'POST', '/api/users/logout', { headers })).status).toBe(204);
    expect((await call(a.baseUrl, 'GET', '/api/users/me', { headers })).status).toBe(401);
  });

  it('a customer access code asked on one API opens a session on the other, once', async () => {
    const policy = await book(a, 2);
    const email = policy.holder.email;
    const asked = await call(a.baseUrl, 'POST', '/api/customer/access-code', {
      body: { email },
      headers: { 'x-forwarded-for': '10.4.0.1' },
    });
    expect(asked.status).toBe(202);
    // A worker writes the code's mail (the access-code job).
    const [code] = await secretsMailedTo(db, email, 'access-code');
    const session = await call(b.baseUrl, 'POST', '/api/customer/session', {
      body: { email, code },
      headers: { 'x-forwarded-for': '10.4.0.1' },
    });
    expect(session.status).toBe(200);
    const home = await call(a.baseUrl, 'GET', '/api/customer/home', {
      headers: { authorization: `Bearer ${session.json.api_token}` },
    });
    expect(home.status).toBe(200);
    const again = await call(a.baseUrl, 'POST', '/api/customer/session', {
      body: { email, code },
      headers: { 'x-forwarded-for': '10.4.0.1' },
    });
    expect(again.status).toBe(401);
  });

  it("a phone's screen code issued by one API is taken by the other, once, and a worker checks the photos", async () => {
    const policy = await book(b, 4);
    const check = await sendPhoneCheck(db, policy, { issuer: a, sender: b }, 900_001);
    expect(check.sent.status).toBe(202);
    const reused = await check.resend(a);
    expect([reused.status, reused.json.code]).toEqual([422, 'EVALUATION_CODE_INVALID']);
    // The photo check runs on a worker, reading the photos the API stored.
    const [job] = await eventually(
      async () => {
        const rows = await db.query<{ status: string; attempts: number }>(
          'select status, attempts from jobs where queue = $1',
          [EVALUATION_CHECK_QUEUE],
        );
        return rows[0]?.status === 'done' ? rows : null;
      },
      30_000,
      'the photo check done',
    );
    expect(job!.attempts).toBe(1);
  });

  it('the access-code limit counts attempts sent to either API', async () => {
    const ip = '10.5.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= ACCESS_CODE_LIMIT; i++) {
      const api = i % 2 === 0 ? a : b;
      const res = await call(api.baseUrl, 'POST', '/api/customer/access-code', {
        body: { email: `nadie${i}@example.com` },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.status);
    }
    // Each API saw at most three of the five: only a shared count reaches the limit.
    expect(statuses).toEqual([...Array(ACCESS_CODE_LIMIT).fill(202), 429]);
  });

  it('every job is done once, by one of the two workers', async () => {
    // 30 bookings (30 mails) queued while no worker runs, then both workers start at once and
    // race for the same queue head: only the claim's row lock keeps them off each other's jobs.
    for (const worker of workers.splice(0)) await worker.kill('SIGTERM');
    await Promise.all(Array.from({ length: 30 }, (_, i) => book(i % 2 ? a : b, 100 + i)));
    workers.push(
      ...(await Promise.all(
        smtps.map((smtp, i) =>
          startWorkerProcess(`worker-${i + 3}`, {
            ...env,
            SMTP_URL: smtp.url,
          }),
        ),
      )),
    );
    const outbox = await eventually(
      async () => {
        const rows = await db.query<{ to_address: string; status: string }>(
          'select to_address, status from mail_outbox order by id',
        );
        const open = await db.query("select id from jobs where queue = 'mail.send' and status <> 'done'");
        return open.length === 0 && rows.every((r) => r.status === 'sent') ? rows : null;
      },
      60_000,
      'every mail sent and its job done',
    );
    const accepted = smtps.flatMap((smtp) => smtp.accepted);
    expect(accepted.sort()).toEqual(outbox.map((r) => r.to_address).sort());
    // Both workers took a share.
    for (const smtp of smtps) expect(smtp.accepted.length).toBeGreaterThan(0);
    const jobs = await db.query<{ status: string; attempts: number }>(
      "select status, attempts from jobs where queue = 'mail.send'",
    );
    expect(jobs).toHaveLength(outbox.length);
    expect(jobs.filter((j) => j.status !== 'done' || j.attempts !== 1)).toEqual([]);
    console.log(
      `scale-out: ${outbox.length} mails, worker 1 sent ${smtps[0]!.accepted.length}, worker 2 sent ${smtps[1]!.accepted.length}`,
    );
  });

  it('a replica or worker started with another FILES_LINK_SECRET refuses to start, saying which setting', async () => {
    const wrong = { ...env, FILES_LINK_SECRET: 'otra-clave-de-enlaces-que-no-es-la-del-resto' };
    const refusal = /FILES_LINK_SECRET no coincide con el de los demás procesos/;
    await expect(startApi('api-c', C_PORT, wrong)).rejects.toThrow(refusal);
    await expect(startWorkerProcess('worker-wrong', wrong)).rejects.toThrow(refusal);
    // The fingerprint the first process recorded stays, and the replicas that agree keep serving.
    const recorded = await db.query<{ setting: string }>('select setting from shared_settings order by 1');
    expect(recorded.map((r) => r.setting)).toEqual(['FILES_LINK_SECRET', 'SIGNING_P12_PATH']);
    expect((await fetch(`${b.baseUrl}/api/health`)).status).toBe(200);
  });
});
