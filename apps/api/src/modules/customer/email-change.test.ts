import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBooking, lastMailTo } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies, users } from '../../db/schema/index.ts';

// docs/security.md, "Identity of a policyholder": a new email takes effect only once the code
// mailed to it comes back, and the old address is told.
const t = useTestApp();

const lucia = { name: 'Lucía', surname1: 'Martín', document_code: '12345678Z', phone: '612345678' };

async function book(holder: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/policies', payload: buildBooking({ holder }) });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(policies).where(eq(policies.id, res.json().id));
  return row!;
}

const codeIn = async (email: string, template: string) => {
  const mail = await lastMailTo(t.db, email);
  expect(mail?.template).toBe(template);
  return mail!.text_body.match(/\b(\d{6})\b/)![1]!;
};

async function enter(email: string) {
  await t.app.inject({ method: 'POST', url: '/api/customer/access-code', payload: { email } });
  await runQueuedJobs(t.db, t.app);
  const code = await codeIn(email, 'access-code');
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/session', payload: { email, code } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().api_token}` };
}

const changeContact = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/customer/contact', headers, payload });
const confirm = (headers: Record<string, string>, email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/contact/email-confirmation',
    headers,
    payload: { email, code },
  });
const homeOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/customer/home', headers })).json();

describe('changing the email of a policyholder', () => {
  it('no longer lets an attacker take over the policies that the owner of an address books later', async () => {
    // The attacker books with the victim's DNI (typing it proves nothing) at their own address...
    const attackerPolicy = await book({ ...lucia, email: 'atacante@amparo.test' });
    const attacker = await enter('atacante@amparo.test');
    // ...then points the account at the victim's address.
    const asked = await changeContact(attacker, { email: 'Lucia@Amparo.test' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toMatch(/código de 6 cifras a lucia@amparo\.test/);
    // Nothing changes until the code mailed to that address comes back.
    const [account] = await t.db.select().from(users).where(eq(users.id, attackerPolicy.policyholder_id!));
    expect(account?.email).toBe('atacante@amparo.test');
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, attackerPolicy.id));
    expect(policy?.email).toBe('atacante@amparo.test');
    expect((await lastMailTo(t.db, 'lucia@amparo.test'))?.template).toBe('email-change-code');
    const notice = await lastMailTo(t.db, 'atacante@amparo.test');
    expect(notice?.template).toBe('email-change-notice');
    expect(notice?.text_body).toContain('lucia@amparo.test');
    // The attacker cannot read the victim's mailbox: guessing fails.
    const guess = await confirm(attacker, 'lucia@amparo.test', '000000');
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('ACCESS_CODE_INVALID');

    // The victim books at her own address with her own DNI: a new account, hers.
    const victimPolicy = await book({ ...lucia, email: 'lucia@amparo.test' });
    expect(victimPolicy.policyholder_id).not.toBe(attackerPolicy.policyholder_id);
    const attackerHome = await homeOf(attacker);
    expect(attackerHome.policies.map((p: { id: number }) => p.id)).toEqual([attackerPolicy.id]);
    const victimHome = await homeOf(await enter('lucia@amparo.test'));
    expect(victimHome.policies.map((p: { id: number }) => p.id)).toEqual([victimPolicy.id]);
  });

  it('changes the email on the account and its policies once the code comes back, once', async () => {
    const own = await book({ ...lucia, document_code: '11111111H', email: 'antes@amparo.test' });
    const session = await enter('antes@amparo.test');
    expect((await changeContact(session, { email: 'despues@amparo.test' })).statusCode).toBe(200);
    const code = await codeIn('despues@amparo.test', 'email-change-code');
    // The code proves that one address only.
    expect((await confirm(session, 'otra@amparo.test', code)).statusCode).toBe(401);
    const res = await confirm(session, 'despues@amparo.test', code);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Correo confirmado/);
    const [account] = await t.db.select().from(users).where(eq(users.id, own.policyholder_id!));
    expect(account?.email).toBe('despues@amparo.test');
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, own.id));
    expect(policy?.email).toBe('despues@amparo.test');
    expect((await confirm(session, 'despues@amparo.test', code)).statusCode).toBe(401);
  });

  it('ends the other sessions of the account once the new email is confirmed, as a password change does', async () => {
    await book({ ...lucia, document_code: '22222222J', email: 'sesiones@amparo.test' });
    const here = await enter('sesiones@amparo.test');
    const elsewhere = await enter('sesiones@amparo.test');
    const home = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/customer/home', headers });
    expect((await home(elsewhere)).statusCode).toBe(200);
    expect((await changeContact(here, { email: 'sesiones.nuevo@amparo.test' })).statusCode).toBe(200);
    const code = await codeIn('sesiones.nuevo@amparo.test', 'email-change-code');
    expect((await confirm(here, 'sesiones.nuevo@amparo.test', code)).statusCode).toBe(200);
    expect((await home(elsewhere)).statusCode).toBe(401);
    expect((await home(here)).statusCode).toBe(200);
  });

  it('changes the phone at once, and kills the email code after five wrong guesses', async () => {
    const own = await book({ ...lucia, document_code: '22222222J', email: 'tel@amparo.test' });
    const session = await enter('tel@amparo.test');
    const res = await changeContact(session, { phone: '+34 655 44 33 22', email: 'nuevo-tel@amparo.test' });
    expect(res.statusCode).toBe(200);
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, own.id));
    expect(policy).toMatchObject({ phone: '655443322', email: 'tel@amparo.test' });
    const code = await codeIn('nuevo-tel@amparo.test', 'email-change-code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await confirm(session, 'nuevo-tel@amparo.test', wrong)).statusCode).toBe(401);
    }
    expect((await confirm(session, 'nuevo-tel@amparo.test', code)).statusCode).toBe(401);
    const bad = await confirm(session, 'nuevo-tel@amparo.test', '12');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an address that is a staff login, but only once the mailbox is proven', async () => {
    await t.db
      .insert(users)
      .values({ role: 'agent', email: 'agente@amparo.test', name: 'Ana', surname1: 'Gil' });
    await book({ ...lucia, document_code: '33333333P', email: 'cliente-x@amparo.test' });
    const session = await enter('cliente-x@amparo.test');
    // The request answers as for any address: it does not tell whose it is.
    expect((await changeContact(session, { email: 'agente@amparo.test' })).statusCode).toBe(200);
    const code = await codeIn('agente@amparo.test', 'email-change-code');
    const res = await confirm(session, 'agente@amparo.test', code);
    expect(res.statusCode).toBe(409);
  });
});
