import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBooking, lastMailTo } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { mailOutbox, policies, users } from '../../db/schema/index.ts';

// docs/security.md, "Identity of a policyholder": a booking joins an account only when both
// the DNI and the email are that account's; anything else is a new account of its own.
const t = useTestApp();

const lucia = { name: 'Lucía', surname1: 'Martín', document_code: '12345678Z', phone: '612345678' };
const pablo = { name: 'Pablo', surname1: 'Ruiz', document_code: '87654321X', phone: '698765432' };

async function bookAs(holder: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/policies', payload: buildBooking({ holder }) });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(policies).where(eq(policies.id, res.json().id));
  return row!;
}

async function enterCustomerArea(email: string, name: string) {
  const asked = await t.app.inject({ method: 'POST', url: '/api/customer/access-code', payload: { email } });
  expect(asked.statusCode).toBe(202);
  await runQueuedJobs(t.db, t.app);
  // Each account gets its own mail, addressed by name: read the one for this person.
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
  const mine = mails
    .filter((m) => m.template === 'access-code' && m.text_body.includes(`Hola, ${name}:`))
    .at(-1);
  const code = mine?.text_body.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/customer/session',
    payload: { email, code },
  });
  expect(session.statusCode).toBe(200);
  const home = await t.app.inject({
    method: 'GET',
    url: '/api/customer/home',
    headers: { authorization: `Bearer ${session.json().api_token}` },
  });
  expect(home.statusCode).toBe(200);
  return home.json().policies as { number: string }[];
}

describe('identity of a policyholder when booking', () => {
  it('joins the account of the same person (same DNI) at the same email', async () => {
    const email = 'lucia.misma@amparo.test';
    const first = await bookAs({ ...lucia, email });
    const second = await bookAs({ ...lucia, email: 'Lucia.Misma@amparo.test' });
    expect(second.policyholder_id).toBe(first.policyholder_id);
    const numbers = (await enterCustomerArea(email, 'Lucía')).map((p) => p.number);
    expect(numbers.sort()).toEqual([first.number, second.number].sort());
  });

  it("keeps a booking with someone else's email but another DNI out of that person's account", async () => {
    const email = 'lucia.ajena@amparo.test';
    const hers = await bookAs({ ...lucia, email });
    const his = await bookAs({ ...pablo, email });
    expect(his.policyholder_id).not.toBe(hers.policyholder_id);
    const accounts = await t.db.select().from(users).where(eq(users.email, email));
    expect(accounts.map((u) => u.document_code).sort()).toEqual(['12345678Z', '87654321X']);
    // Whoever reads that mailbox enters each account with its own code, and sees only its policies.
    expect((await enterCustomerArea(email, 'Lucía')).map((p) => p.number)).toEqual([hers.number]);
    expect((await enterCustomerArea(email, 'Pablo')).map((p) => p.number)).toEqual([his.number]);
  });

  it('gives a booking of the same DNI from a new email its own account, and leaves the first one as it was', async () => {
    const first = await bookAs({ ...lucia, email: 'lucia.antes@amparo.test' });
    const second = await bookAs({ ...lucia, email: 'lucia.ahora@amparo.test' });
    expect(second.policyholder_id).not.toBe(first.policyholder_id);
    const [before] = await t.db.select().from(users).where(eq(users.id, first.policyholder_id!));
    expect(before?.email).toBe('lucia.antes@amparo.test');
    expect((await enterCustomerArea('lucia.ahora@amparo.test', 'Lucía')).map((p) => p.number)).toEqual([
      second.number,
    ]);
    expect((await lastMailTo(t.db, 'lucia.ahora@amparo.test'))?.template).toBe('access-code');
  });
});
