// The jobs that work through an uploaded file (a stores CSV, a bank's return
// file) survive a worker killed with SIGKILL in the middle, and their effect is single. Same pattern
// as jobs-survive-crash.test.ts: this test holds a row the job needs, the worker is killed while it
// waits for it, and a new worker takes the job once its lease runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES_IMPORT_QUEUE } from '../../src/modules/distributors/import-stores-csv.ts';
import { SEPA_RETURNS_BATCH_ROWS, SEPA_RETURNS_QUEUE } from '../../src/modules/sepa/import-sepa-returns.ts';
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

const API_PORT = 3367;
const LEASE_SECONDS = 2;

let db: Database;
let api: Api;
let env: Record<string, string>;
let admin: Record<string, string>;
const { startWorker, stopWorker, killWaitingOn } = workerKiller(
  () => db,
  () => env,
);

beforeAll(async () => {
  db = await crashDatabase('imports');
  env = baseEnv(db, tempDir('imports'), {
    PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  api = await startApi('api', API_PORT, env);
  admin = await adminLogin(api.baseUrl);
});

afterAll(async () => {
  await stopAll();
  await db?.drop();
});

describe('a worker killed mid-import', () => {
  it('stores CSV import: resumed at the first batch not committed, each store written once', async () => {
    const [distributor] = await db.query<{ id: number }>(
      "insert into distributors (name) values ('Cadena de la importación') returning id",
    );
    // A store of the file already there, in the second batch (rows 201-400): the test holds its row.
    const [existing] = await db.query<{ id: number }>(
      "insert into stores (distributor_id, code, name) values ($1, 'IMP-0300', 'Antes') returning id",
      [distributor!.id],
    );
    const codes = Array.from({ length: 450 }, (_, i) => `IMP-${String(i + 1).padStart(4, '0')}`);
    const csv = [
      'code;name;address;city;province;postal_code;phone;email;latitude;longitude',
      ...codes.map((code) => `${code};Tienda ${code};;;;;;;;`),
    ].join('\n');
    const started = await call(api.baseUrl, 'POST', `/api/distributors/${distributor!.id}/stores-csv`, {
      body: { fileBase64: Buffer.from(csv).toString('base64') },
      headers: admin,
    });
    expect(started.status).toBe(202);
    // The first batch commits; the second waits to update the held store: the worker dies there.
    await killWaitingOn(
      'select id from stores where id = $1 for update',
      [existing!.id],
      'update "stores"%',
      'the import waits to update a store of its second batch',
    );
    const [midway] = await db.query<{ progress: { done: number } }>(
      'select progress from jobs where id = $1',
      [started.json.job_id],
    );
    expect(midway!.progress.done).toBe(200);
    await startWorker();
    const [job] = await eventually(
      async () => {
        const rows = await jobsOf(db, STORES_IMPORT_QUEUE);
        return rows[0]?.status === 'done' ? rows : null;
      },
      LEASE_SECONDS * 1000 + 15_000,
      'the stores import done',
    );
    expect(job!.attempts).toBe(2);
    expect(job!.result).toEqual({ created: 449, updated: 1, failed: 0, errors: [] });
    const written = await db.query<{ code: string; name: string }>(
      'select code, name from stores where distributor_id = $1 order by code',
      [distributor!.id],
    );
    expect(written.map((s) => s.code)).toEqual(codes);
    expect(written.find((s) => s.code === 'IMP-0300')!.name).toBe('Tienda IMP-0300');
  });

  it('SEPA returns: resumed at the first batch not reported, each charge returned once, every row reported once', async () => {
    await bookByDirectDebit(api, [11, 13, 15]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    const file = await call(api.baseUrl, 'POST', '/api/sepa_files', {
      body: { collection_date: today },
      headers: admin,
    });
    expect(file.status).toBe(202);
    await startWorker();
    await eventually(
      async () => (await db.query("select id from sepa_files where status = 'generated'")).length === 1,
      20_000,
      'the SEPA file generated',
    );
    await stopWorker();
    const charges = await db.query<{ id: number; gateway_order: string; payment_id: number }>(
      `select id, gateway_order, payment_id from payment_transactions
        where sepa_file_id = $1 and kind = 'charge' order by id`,
      [file.json.id],
    );
    expect(charges).toHaveLength(3);
    // The first charge and references of no charge fill the first batch; the other two charges are the second.
    const unknown = Array.from({ length: SEPA_RETURNS_BATCH_ROWS - 1 }, (_, i) => `AMP-NINGUNO-${i}`);
    const [first, ...rest] = charges.map((c) => c.gateway_order);
    const references = [first!, ...unknown, ...rest];
    const upload = await call(api.baseUrl, 'POST', '/api/sepa_returns', {
      body: { filename: 'devoluciones.xml', content: pain002(references) },
      headers: admin,
    });
    expect(upload.status).toBe(202);
    // The first batch commits; the next waits for the second charge's row, held here: the worker dies there.
    await killWaitingOn(
      'select id from payment_transactions where id = $1 for update',
      [charges[1]!.id],
      '%from "payment_transactions"%for update%',
      'the returns job waits for the second charge',
    );
    const [midway] = await db.query<{ progress: { done: number } }>(
      'select progress from jobs where id = $1',
      [upload.json.job_id],
    );
    // The first batch ends at the first charge or after the rows of no charge, as its time allows.
    expect([1, SEPA_RETURNS_BATCH_ROWS]).toContain(midway!.progress.done);
    const reportedMidway = await db.query('select position from sepa_return_rows where job_id = $1', [
      upload.json.job_id,
    ]);
    expect(reportedMidway).toHaveLength(midway!.progress.done);
    await startWorker();
    const [job] = await eventually(
      async () => {
        const rows = await jobsOf(db, SEPA_RETURNS_QUEUE);
        return rows[0]?.status === 'done' ? rows : null;
      },
      LEASE_SECONDS * 1000 + 15_000,
      'the returns applied',
    );
    expect(job!.attempts).toBe(2);
    // Not "Este cobro ya estaba devuelto" for the row the first run returned; each row reported once, in order.
    const report = (job!.result as { rows: { end_to_end_id: string; ok: boolean }[] }).rows;
    expect(report.map((r) => r.end_to_end_id)).toEqual(references);
    expect(report.filter((r) => r.ok).map((r) => r.end_to_end_id)).toEqual(
      charges.map((c) => c.gateway_order),
    );
    const reported = await db.query<{ position: number }>(
      'select position from sepa_return_rows where job_id = $1 order by position',
      [upload.json.job_id],
    );
    expect(reported.map((r) => r.position)).toEqual(references.map((_, i) => i));
    const paymentIds = charges.map((c) => c.payment_id);
    const returns = await db.query<{ n: number }>(
      `select count(*)::int as n from payment_transactions
        where kind = 'return' and payment_id = any($1::int[]) group by payment_id`,
      [paymentIds],
    );
    expect(returns.map((r) => r.n)).toEqual([1, 1, 1]);
    const mails = await db.query(`select m.id from mail_outbox m where m.template = 'receipt-returned'`);
    expect(mails).toHaveLength(3);
  });
});

/** A bank's pain.002 rejecting each of `endToEndIds` for insufficient funds (AM04). */
const pain002 = (endToEndIds: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>BANCO-1</MsgId><CreDtTm>2026-01-01T09:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>X</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>X-1</OrgnlPmtInfId>
${endToEndIds.map((id) => `      <TxInfAndSts><OrgnlEndToEndId>${id}</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf></TxInfAndSts>`).join('\n')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
