import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastMailTo, seedUser } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobs } from '../../db/schema/index.ts';

// A known email must not be told apart from an unknown one by the answer or by the time it takes,
// so both requests do the same work: count the address and queue one job (docs/security.md, Credentials).
const t = useTestApp();

// Headers that differ between any two answers, whatever the email.
const varying = new Set(['date', 'x-request-id']);
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.has(name)));

describe.each([
  { url: '/api/users/remember-password', queue: 'auth.password-reset', role: 'agent' as const },
  { url: '/api/customer/access-code', queue: 'customer.access-code', role: 'policyholder' as const },
])('$url', ({ url, queue, role }) => {
  it('answers a known and an unknown email alike, each with exactly one queued job and no mail yet', async () => {
    const known = await seedUser(t.db, { role, email: `conocida.${role}@amparo.test` });
    const unknown = `nadie.${role}@amparo.test`;
    const ask = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: ip });

    const a = await ask(known.email, `10.70.${role.length}.1`);
    const b = await ask(unknown, `10.70.${role.length}.2`);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(comparable(b.headers)).toEqual(comparable(a.headers));

    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, queue));
    expect(queued.map((j) => (j.payload as { email: string }).email).sort()).toEqual(
      [known.email, unknown].sort(),
    );
    // The request itself wrote no mail: that is the job's work.
    expect(await lastMailTo(t.db, known.email)).toBeNull();

    await runQueuedJobs(t.db, t.app);
    expect(await lastMailTo(t.db, known.email)).not.toBeNull();
    expect(await lastMailTo(t.db, unknown)).toBeNull();
  });
});
