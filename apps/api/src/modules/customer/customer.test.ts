import { EvaluationStatus, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { lastMailTo, seedPolicy, seedUser } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, payments, policies } from '../../db/schema/index.ts';

const t = useTestApp();

// The request only queues the work (docs/security.md, Credentials): run the job, as the worker would, before reading the mail.
const requestCode = async (email: string, ip = '10.9.0.1') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/access-code',
    payload: { email },
    remoteAddress: ip,
  });
  await runQueuedJobs(t.db, t.app);
  return res;
};
const enter = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/session', payload: { email, code } });
const codeFromMail = async (email: string) =>
  (await lastMailTo(t.db, email))?.text_body.match(/\b(\d{6})\b/)?.[1];

describe('customer access with a one-time code', () => {
  it('mails a 6-digit code and exchanges it once for a session', async () => {
    const holder = await seedUser(t.db, { role: 'policyholder', email: 'lucia@amparo.test', name: 'Lucía' });
    const res = await requestCode('Lucia@Amparo.test');
    expect(res.statusCode).toBe(202);
    const code = await codeFromMail('lucia@amparo.test');
    expect(code).toMatch(/^\d{6}$/);
    const session = await enter('lucia@amparo.test', code!);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ id: holder.id, role: 'policyholder' });
    expect((await enter('lucia@amparo.test', code!)).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await seedUser(t.db, { role: 'policyholder', email: 'conocido@amparo.test' });
    const a = await requestCode(known.email, '10.9.1.1');
    const b = await requestCode('desconocido@amparo.test', '10.9.1.2');
    expect(a.json()).toEqual(b.json());
    expect(await lastMailTo(t.db, 'desconocido@amparo.test')).toBeNull();
  });

  it('kills the code after five wrong guesses', async () => {
    await seedUser(t.db, { role: 'policyholder', email: 'adivina@amparo.test' });
    await requestCode('adivina@amparo.test', '10.9.2.1');
    const code = (await codeFromMail('adivina@amparo.test'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await enter('adivina@amparo.test', wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/no es válido o ha caducado/);
    }
    expect((await enter('adivina@amparo.test', code)).statusCode).toBe(401);
  });

  it('refuses a malformed code with 400', async () => {
    const res = await enter('x@amparo.test', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/6 cifras/);
  });
});

describe('customer home', () => {
  it("shows only the policyholder's own policies, with notices, receipts and their status", async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER, { email: 'casa@amparo.test' });
    const other = await seedUser(t.db, { role: 'policyholder' });
    const { policy } = await seedPolicy(t.db, {
      policyholder_id: holder.user.id,
      status: PolicyStatus.ACTIVE_PAID_UNSIGNED,
      evaluation_status: EvaluationStatus.VALIDATED,
      sign_link: 'https://firma.example/abc',
      imei: '490154203237518',
    });
    await seedPolicy(t.db, { policyholder_id: other.id, status: PolicyStatus.ACTIVE_PAID_SIGNED });
    await t.db.insert(payments).values([
      {
        policy_id: policy.id,
        sequence: 1,
        price_cents: 1195,
        pending_amount_cents: 0,
        activation_date: '2026-01-01',
        payment_date: new Date('2026-01-01T10:00:00Z'),
      },
      {
        policy_id: policy.id,
        sequence: 2,
        price_cents: 1195,
        pending_amount_cents: 1195,
        activation_date: '2026-02-01',
      },
      {
        policy_id: policy.id,
        sequence: 3,
        price_cents: 1195,
        pending_amount_cents: 1195,
        activation_date: '2099-03-01',
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/home', headers: holder.headers });
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.policies).toHaveLength(1);
    expect(home.policies[0].payments.map((p: { display_status: string }) => p.display_status)).toEqual([
      'PAGADO',
      'IMPAGADO',
      'PROGRAMADO',
    ]);
    const titles = home.notifications.map((n: { title: string }) => n.title);
    expect(titles).toContain('Contrato sin firmar');
    expect(titles).toContain('Recibo sin pagar');
    expect(home.policies[0].devices).toEqual(['Apple iPhone 16']);
  });

  it('is closed to staff: a store seller gets 403', async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/home', headers: seller.headers });
    expect(res.statusCode).toBe(403);
  });

  it('updates contact data on the account and the policies, audited', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER, { email: 'cambia@amparo.test' });
    const { policy } = await seedPolicy(t.db, {
      policyholder_id: holder.user.id,
      email: 'cambia@amparo.test',
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/customer/contact',
      headers: holder.headers,
      payload: { phone: '+34 655 44 33 22' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row?.phone).toBe('655443322');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.update_contact'));
    expect(audit).toMatchObject({ actor_user_id: holder.user.id, after: { phone: '655443322' } });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/customer/contact',
      headers: holder.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});
