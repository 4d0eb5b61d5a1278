import { Role } from '@amparo/domain';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobs, mailOutbox, users } from '../../db/schema/index.ts';
import { IMPORT_BATCH_ROWS } from './run-users-import.ts';

// A big import is a job that works in batches and reports its progress and a per-row report
// (docs/performance.md, "A 5,000-row user import").
const t = useTestApp();

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const getJob = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers });

function bigFile(rows: number, badRow: number) {
  const lines = ['email,name,surname1,role'];
  for (let i = 1; i <= rows; i++) {
    // The file's row numbers count the header as row 1.
    lines.push(
      i + 1 === badRow ? `lote${i}-sin-arroba,Lote,Malo,agent` : `lote${i}@amparo.test,Lote ${i},Uno,agent`,
    );
  }
  return b64(lines.join('\n'));
}

describe('user import as a job', () => {
  it('imports 1,000 rows in batches, reports the bad row and creates the others', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/users-csv',
      headers: admin.headers,
      payload: { fileBase64: bigFile(1000, 500), skipInvalid: true },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().job_id as number;

    // Nothing is created by the request itself: the job does it.
    expect(await t.db.select().from(users).where(like(users.email, 'lote%'))).toHaveLength(0);
    const queued = (await getJob(id, admin.headers)).json();
    expect(queued).toMatchObject({
      status: 'queued',
      progress: { done: 1, total: 1000, errors: 1 },
      result: null,
    });

    // Each batch commits its own progress: watch it from inside the transactions.
    const seen: number[] = [];
    const original = t.db.transaction.bind(t.db);
    t.db.transaction = (async (fn: Parameters<typeof original>[0]) => {
      const out = await original(fn);
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
      if (row?.progress) seen.push(row.progress.done);
      return out;
    }) as typeof t.db.transaction;
    try {
      await runQueuedJobs(t.db, t.app);
    } finally {
      t.db.transaction = original;
    }
    expect(seen.length).toBe(Math.ceil(999 / IMPORT_BATCH_ROWS));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const done = (await getJob(id, admin.headers)).json();
    expect(done).toMatchObject({ status: 'done', progress: { done: 1000, total: 1000, errors: 1 } });
    expect(done.result).toEqual({
      created: 999,
      skipped: 1,
      errors: [{ row: 500, field: 'email', message: 'El correo electrónico no es válido' }],
    });
    const created = await t.db.select().from(users).where(like(users.email, 'lote%'));
    expect(created).toHaveLength(999);
    expect(created.every((u) => u.role === 'agent' && u.password_hash === null)).toBe(true);
    const [tenth] = await t.db.select().from(users).where(eq(users.email, 'lote10@amparo.test'));
    expect(tenth).toMatchObject({ name: 'Lote 10', surname1: 'Uno' });
    const invitations = await t.db.select().from(mailOutbox).where(like(mailOutbox.to_address, 'lote%'));
    expect(invitations).toHaveLength(999);
    // The invitation tokens, written in bulk, open the password form like any other.
    const mail = invitations.find((m) => m.to_address === 'lote10@amparo.test')!;
    const token = mail.text_body.match(/token=([A-Za-z0-9_-]+)/)![1];
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'una-clave-larga-10' },
    });
    expect(chosen.statusCode).toBe(200);
  }, 120_000); // 1,000 users hashed and written: minutes on a loaded two-core machine, not a speed goal (bench/ has those).

  it("shows a job to its owner and to admins only; another staff member's job is a 404", async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const other = await seedSession(t.db, Role.ADMIN);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/users-csv',
      headers: admin.headers,
      payload: { fileBase64: b64('email,name,role\nsolo@amparo.test,Solo,expert\n') },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().job_id as number;
    await runQueuedJobs(t.db, t.app);
    expect((await getJob(id, admin.headers)).statusCode).toBe(200);
    expect((await getJob(id, other.headers)).statusCode).toBe(200);
    const refused = await getJob(id, agent.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'JOB_NOT_FOUND', message: 'Tarea no encontrada' });
    expect((await getJob(id + 1000, admin.headers)).statusCode).toBe(404);
  });

  it("keeps a job without an owner (a code mail) out of everyone's reach", async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/access-code',
      payload: { email: 'alguien@amparo.test' },
    });
    const [mailJob] = await t.db.select().from(jobs).where(eq(jobs.queue, 'customer.access-code'));
    expect((await getJob(mailJob!.id, admin.headers)).statusCode).toBe(404);
  });
});
