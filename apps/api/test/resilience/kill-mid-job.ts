// What the "killed mid-job" files share: one worker at a time on the test's database, killed with
// SIGKILL at a chosen point of a job, and a fresh database where a dead client's statement stops.
import pg from 'pg';
import { expect } from 'vitest';
import {
  type Api,
  call,
  type Database,
  eventually,
  freshDatabase,
  type Proc,
  startWorkerProcess,
} from './cluster.ts';
import { bookingBody, newKey } from './workload.ts';

/** A database of its own where a backend whose client died stops its statement within a second. */
export async function crashDatabase(label: string): Promise<Database> {
  const db = await freshDatabase(label);
  // As docs/operations.md advises. Without it, the dead worker's statement that waited on the test's
  // lock would still run once the lock frees (one effect too, but the rerun would find nothing to do).
  await db.query(
    `alter database ${new URL(db.url).pathname.slice(1)} set client_connection_check_interval = '1s'`,
  );
  return db;
}

/**
 * Starts, kills and restarts one worker process on the test's database with the settings `env()`
 * gives (both read when used: a file's beforeAll makes them).
 */
export function workerKiller(database: () => Database, env: () => Record<string, string>) {
  let worker: Proc | null = null;
  let started = 0;

  /** Kills the running worker, if any (a test starting from a queue nobody takes). */
  const stopWorker = async () => {
    await worker?.kill('SIGKILL');
    worker = null;
  };

  /** A new worker, the only one: one left running by an earlier test would take the job and not be killed. */
  const startWorker = async () => {
    await stopWorker();
    worker = await startWorkerProcess(`worker-${++started}`, env());
    return worker;
  };

  /** Whether a backend of the test's database waits on a lock with a query like `pattern`. */
  const waitingOnLock = async (pattern: string) =>
    (
      await database().query(
        `select pid from pg_stat_activity where datname = current_database()
            and wait_event_type = 'Lock' and query ilike $1`,
        [pattern],
      )
    ).length > 0;

  /** Waits until the worker is inside a job, then kills it with SIGKILL. */
  const killMidJob = async (inside: () => Promise<boolean> | boolean, what: string) => {
    await eventually(async () => await inside(), 20_000, what);
    await stopWorker();
  };

  /**
   * Holds a row (this test's transaction) so the worker's job stops at the statement that needs
   * it, kills the worker there, waits until the dead worker's statement is cancelled
   * (client_connection_check_interval), then lets the row go.
   */
  const killWaitingOn = async (lockSql: string, params: unknown[], waitingPattern: string, what: string) => {
    const holder = new pg.Client({ connectionString: database().url });
    await holder.connect();
    await holder.query('begin');
    await holder.query(lockSql, params);
    await startWorker();
    await killMidJob(() => waitingOnLock(waitingPattern), what);
    await eventually(
      async () => !(await waitingOnLock(waitingPattern)),
      5000,
      "the dead worker's statement cancelled",
    );
    await holder.query('rollback');
    await holder.end();
  };

  return { startWorker, stopWorker, killMidJob, killWaitingOn };
}

/** The jobs of one queue, oldest first. */
export const jobsOf = (db: Database, queue: string) =>
  db.query<{ id: number; status: string; attempts: number; result: unknown }>(
    'select id, status, attempts, result from jobs where queue = $1 order by id',
    [queue],
  );

/** Laptop policies booked by direct debit (booking numbers `ns`), due today: their ids. */
export async function bookByDirectDebit(api: Api, ns: number[]) {
  const ids: number[] = [];
  for (const n of ns) {
    const body = { ...bookingBody(n), payment_method: 'direct_debit', iban: 'ES9121000418450200051332' };
    const res = await call(api.baseUrl, 'POST', '/api/policies', {
      body,
      headers: { 'idempotency-key': newKey(), 'x-forwarded-for': `10.2.0.${n}` },
    });
    expect(res.status).toBe(201);
    ids.push(res.json.id);
  }
  return ids;
}
