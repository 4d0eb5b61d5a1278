// Jobs survive a crash and run exactly once in effect. A worker
// process is killed with SIGKILL in the middle of a job (an SMTP server that
// does not answer DATA, a partner endpoint that does not answer, a database
// row the job must update held by this test: a SEPA file, a photo check); a
// new worker takes the job again once its lease runs out, and the effect is
// single.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_CHECK_QUEUE } from '../../src/modules/evaluations/create-evaluation.ts';
import {
  type Api,
  adminLogin,
  baseEnv,
  call,
  type Database,
  eventually,
  startApi,
  stopAll,
  tempDir,
} from './cluster.ts';
import { bookByDirectDebit, crashDatabase, jobsOf, workerKiller } from './kill-mid-job.ts';
import { sendPhoneCheck } from './phone-check.ts';
import { partnerReceiver, smtpReceiver } from './receivers.ts';
import { bookingBody, newKey } from './workload.ts';

const API_PORT = 3364;
const PARTNER_PORT = 3365;
const SMTP_PORT = 3366;
const LEASE_SECONDS = 2;

let db: Database;
let api: Api;
let env: Record<string, string>;
let dataDir: string;
let admin: Record<string, string>;
let partner: Awaited<ReturnType<typeof partnerReceiver>>;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
const { startWorker, stopWorker, killMidJob, killWaitingOn } = workerKiller(
  () => db,
  () => env,
);

beforeAll(async () => {
  db = await crashDatabase('jobs');
  dataDir = tempDir('jobs');
  partner = await partnerReceiver(PARTNER_PORT, { holdFirst: true });
  smtp = await smtpReceiver(SMTP_PORT, { holdFirst: true });
  env = baseEnv(db, dataDir, {
    PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
    SMTP_URL: smtp.url,
    PARTNER_WEBHOOKS: JSON.stringify({ acme: { url: partner.url, secret: 'secreto-de-acme-0123456789' } }),
    // The partner listens on this machine.
    PARTNER_WEBHOOKS_ALLOW_PRIVATE: 'true',
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  api = await startApi('api', API_PORT, env);
  admin = await adminLogin(api.baseUrl);
});

afterAll(async () => {
  await stopAll();
  await partner?.close();
  await smtp?.close();
  await db?.drop();
});

const jobOf = (queue: string) => jobsOf(db, queue);

describe('a worker killed mid-job', () => {
  let policies: number[] = [];
  // Booked with no worker running: their mails wait in the queue.
  beforeAll(async () => {
    // Three direct-debit laptop policies: their booking mails, one partner send, one SEPA file.
    policies = await bookByDirectDebit(api, [1, 3, 5]);
  });

  it('mail: the message held at DATA is sent again, and each mail is taken by the SMTP server once', async () => {
    await startWorker();
    await killMidJob(() => smtp.held(), 'the SMTP server holds the first mail');
    // The job is still 'running' under the dead worker's lease; a new worker takes it when it runs out.
    await startWorker();
    const outbox = await eventually(
      async () => {
        const rows = await db.query<{ to_address: string; status: string }>(
          "select to_address, status from mail_outbox where template = 'booking' order by id",
        );
        // The job is done a moment after its mail is marked sent: both are waited for.
        const jobs = await jobOf('mail.send');
        const done = jobs.length === 3 && jobs.every((j) => j.status === 'done');
        return done && rows.length === 3 && rows.every((r) => r.status === 'sent') ? rows : null;
      },
      LEASE_SECONDS * 1000 + 15_000,
      'the three booking mails sent and their jobs done',
    );
    expect(smtp.arrivals).toHaveLength(4); // the held one came twice: the job did run again
    expect([...smtp.accepted].sort()).toEqual(outbox.map((r) => r.to_address).sort());
    const mailJobs = await jobOf('mail.send');
    expect(mailJobs.map((j) => j.status)).toEqual(['done', 'done', 'done']);
    expect(mailJobs.map((j) => j.attempts).sort()).toEqual([1, 1, 2]);
  });

  it('partner send: delivered again with the same Idempotency-Key, one delivery row, taken once', async () => {
    const key = newKey();
    const send = () =>
      call(api.baseUrl, 'POST', `/api/policies/${policies[0]}/send-to-acme`, {
        headers: { ...admin, 'idempotency-key': key },
      });
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(202);
    expect(replay.status).toBe(202);
    expect(replay.json.id).toBe(first.json.id);
    await killMidJob(() => partner.held(), 'the partner holds the first delivery');
    await startWorker();
    await eventually(
      async () => {
        const [row] = await db.query<{ status: string }>('select status from partner_deliveries');
        const [job] = await jobOf('partners.deliver');
        return row?.status === 'delivered' && job?.status === 'done';
      },
      LEASE_SECONDS * 1000 + 15_000,
      'the delivery marked delivered and its job done',
    );
    const deliveries = await db.query('select id from partner_deliveries');
    expect(deliveries).toHaveLength(1);
    expect(partner.arrivals).toEqual([
      `amparo-delivery-${first.json.id}`,
      `amparo-delivery-${first.json.id}`,
    ]);
    expect([...partner.accepted]).toEqual([`amparo-delivery-${first.json.id}`]);
    expect((await jobOf('partners.deliver')).map((j) => [j.status, j.attempts])).toEqual([['done', 2]]);
  });

  it('SEPA: the file is generated once, each receipt charged once, one XML', async () => {
    await stopWorker();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    const created = await call(api.baseUrl, 'POST', '/api/sepa_files', {
      body: { collection_date: today },
      headers: admin,
    });
    expect(created.status).toBe(202);
    // This test holds the file's row, so the job presents the receipts and writes the XML, then
    // waits on its last step (marking the file generated): the worker is killed right there.
    await killWaitingOn(
      'select id from sepa_files where id = $1 for no key update',
      [created.json.id],
      'update "sepa_files"%',
      'the worker waits to mark the file generated',
    );
    const settledBefore = await db.query(`select id from payment_transactions where sepa_file_id = $1`, [
      created.json.id,
    ]);
    expect(settledBefore).toHaveLength(3); // the first run had presented them: the rerun must not again
    const [before] = await db.query<{ status: string }>('select status from sepa_files');
    expect(before!.status).toBe('generating'); // the dead worker's last step never happened
    await startWorker();
    const [file] = await eventually(
      async () => {
        const rows = await db.query<{ status: string; transactions_count: number; storage_key: string }>(
          'select status, transactions_count, storage_key from sepa_files',
        );
        const [job] = await jobOf('sepa.generate');
        return rows[0]?.status === 'generated' && job?.status === 'done' ? rows : null;
      },
      LEASE_SECONDS * 1000 + 15_000,
      'the SEPA file generated',
    );
    expect(await db.query('select id from sepa_files')).toHaveLength(1);
    expect(file!.transactions_count).toBe(3);
    const charges = await db.query<{ payment_id: number; n: number }>(
      `select payment_id, count(*)::int as n from payment_transactions
        where sepa_file_id = $1 and kind = 'charge' group by payment_id`,
      [created.json.id],
    );
    expect(charges.map((c) => c.n)).toEqual([1, 1, 1]);
    const paid = await db.query(
      `select id from payments where id = any($1::int[]) and pending_amount_cents = 0`,
      [charges.map((c) => c.payment_id)],
    );
    expect(paid).toHaveLength(3);
    const xml = await call(api.baseUrl, 'GET', `/api/sepa_files/${created.json.id}/xml`, { headers: admin });
    expect(xml.status).toBe(200);
    expect(xml.text.match(/<DrctDbtTxInf>/g)).toHaveLength(3);
    const objects = await import('node:fs').then((fs) => fs.readdirSync(`${dataDir}/files/objects/sepa`));
    expect(objects).toEqual([`remesa-${created.json.id}.xml`]);
    const job = await jobOf('sepa.generate');
    expect(job.map((j) => [j.status, j.attempts])).toEqual([['done', 2]]);
  });

  it('photo check: measured again after the kill, its verdict written once', async () => {
    await stopWorker();
    const body = bookingBody(8);
    const booked = await call(api.baseUrl, 'POST', '/api/policies', {
      body,
      headers: { 'idempotency-key': newKey(), 'x-forwarded-for': '10.2.1.8' },
    });
    expect(booked.status).toBe(201);
    const check = await sendPhoneCheck(db, booked.json, { issuer: api, sender: api }, 700_001);
    expect(check.sent.status).toBe(202);
    // The job measures the photos (seconds of CPU), then waits for the evaluation's row to write
    // its verdict: the worker is killed there, with its transaction open.
    await killWaitingOn(
      'select id from evaluations where policy_id = $1 for update',
      [booked.json.id],
      '%from "evaluations"%for update%',
      'the photo check waits to write its verdict',
    );
    const [before] = await db.query<{ checked_at: Date | null }>(
      'select checked_at from evaluations where policy_id = $1',
      [booked.json.id],
    );
    expect(before!.checked_at).toBeNull(); // nothing of the first run was written
    await startWorker();
    const [job] = await eventually(
      async () => {
        const rows = await jobOf(EVALUATION_CHECK_QUEUE);
        return rows[0]?.status === 'done' ? rows : null;
      },
      LEASE_SECONDS * 1000 + 30_000,
      'the photo check done',
    );
    expect(job!.attempts).toBe(2);
    const photos = await db.query<{ checks: unknown }>(
      `select ph.checks from evaluation_photos ph join evaluations e on e.id = ph.evaluation_id
        where e.policy_id = $1 and ph.side in ('front', 'back')`,
      [booked.json.id],
    );
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect(photo.checks).not.toBeNull();
    const [after] = await db.query<{ checked_at: Date | null }>(
      'select checked_at from evaluations where policy_id = $1',
      [booked.json.id],
    );
    expect(after!.checked_at).not.toBeNull();
    // A verdict mails the customer at most once (Pending, for the expert, mails nothing).
    const mails = await db.query(
      `select id from mail_outbox where to_address = $1 and template <> 'booking'`,
      [body.holder.email],
    );
    expect(mails.length).toBeLessThanOrEqual(1);
  });
});
