// Issue 14, continued: the jobs that work through an uploaded file (a CSV import) survive a
// worker killed with SIGKILL in the middle, and their effect is single. Same pattern as
// jobs-survive-crash.test.ts: this test holds a row the job needs, the worker is killed while it
// waits for it, and a new worker takes the job once its lease runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES_IMPORT_QUEUE } from '../../src/modules/distributors/import-stores-csv.ts';
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
import { crashDatabase, jobsOf, workerKiller } from './kill-mid-job.ts';

const API_PORT = 3367;
const LEASE_SECONDS = 2;

let db: Database;
let api: Api;
let env: Record<string, string>;
let admin: Record<string, string>;
const { startWorker, killWaitingOn } = workerKiller(
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
});
