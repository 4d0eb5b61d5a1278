import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastMailTo, seedUser } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { apiTokens, auditLog } from '../../db/schema/index.ts';
import { hashToken } from '../../services/tokens.ts';

const t = useTestApp();
const password = 'una-contraseña-larga';

const login = (email: string, pass: string, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: pass },
    remoteAddress: ip,
  });

const loginWithCode = (email: string, pass: string, code: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: pass, code },
    remoteAddress: ip,
  });

describe('staff login', () => {
  it('returns the user record with api_token, and stores only the token hash', async () => {
    const user = await seedUser(t.db, { password, role: 'agent' });
    const res = await login(user.email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: user.id, role: 'agent', email: user.email });
    expect(body.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).not.toHaveProperty('password_hash');
    const [stored] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.token_hash, hashToken(body.api_token)));
    expect(stored?.purpose).toBe('login');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.api_token}` },
    });
    expect(me.json().email).toBe(user.email);
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const user = await seedUser(t.db, { password });
    const wrong = await login(user.email, 'otra-contraseña');
    const unknown = await login('nadie@amparo.test', password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Correo o contraseña incorrectos');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('locks the account after five failures, and says the same to every caller', async () => {
    const user = await seedUser(t.db, { password });
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'mal', `10.2.0.${i}`)).statusCode).toBe(401);
    const rightPassword = await login(user.email, password, '10.2.0.9');
    const wrongPassword = await login(user.email, 'mal', '10.2.0.9');
    expect(rightPassword.statusCode).toBe(401);
    expect(rightPassword.json()).toMatchObject({ code: 'LOGIN_CODE_REQUIRED' });
    expect(rightPassword.json().message).toMatch(/bloqueado/);
    // No password oracle while locked: the wrong password gets the very same answer.
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(rightPassword.json());
    const unknownEmail = 'nadie-bloqueado@amparo.test';
    for (let i = 0; i < 5; i++) await login(unknownEmail, 'mal', `10.2.1.${i}`);
    expect((await login(unknownEmail, 'mal', '10.2.1.9')).json()).toEqual(rightPassword.json());
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.locked'));
    expect(audit?.entity_id).toBe(String(user.id));
  });

  it('lets the real person in after a lockout with the right password and the mailed code', async () => {
    const user = await seedUser(t.db, { password, role: 'agent' });
    for (let i = 0; i < 5; i++) await login(user.email, 'mal', `10.5.0.${i}`);
    // A wrong password while locked mails nothing.
    await login(user.email, 'mal', '10.5.0.8');
    expect(await lastMailTo(t.db, user.email)).toBeNull();
    expect((await login(user.email, password, '10.5.0.9')).json().code).toBe('LOGIN_CODE_REQUIRED');
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.template).toBe('login-code');
    const code = mail!.text_body.match(/\b(\d{6})\b/)![1]!;
    // The code is useless without the password.
    const withoutPassword = await loginWithCode(user.email, 'mal', code, '10.5.0.10');
    expect(withoutPassword.statusCode).toBe(401);
    expect(withoutPassword.json().code).toBe('ACCESS_CODE_INVALID');
    const res = await loginWithCode(user.email, password, code, '10.5.0.11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'agent' });
    // Single use.
    expect((await loginWithCode(user.email, password, code, '10.5.0.12')).statusCode).toBe(401);
  });

  it('kills the login code after five wrong guesses', async () => {
    const user = await seedUser(t.db, { password });
    for (let i = 0; i < 5; i++) await login(user.email, 'mal', `10.6.0.${i}`);
    await login(user.email, password, '10.6.0.9');
    const code = (await lastMailTo(t.db, user.email))!.text_body.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await loginWithCode(user.email, password, wrong, `10.6.1.${i}`);
      expect(res.json().code).toBe('ACCESS_CODE_INVALID');
    }
    expect((await loginWithCode(user.email, password, code, '10.6.2.1')).statusCode).toBe(401);
  });

  it('rate-limits one IP trying many accounts', async () => {
    for (let i = 0; i < 20; i++) await login(`x${i}@amparo.test`, 'mal', '10.3.3.3');
    const res = await login('x99@amparo.test', 'mal', '10.3.3.3');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Demasiados intentos/);
  });

  it('never counts right passwords against the address: an office signs in all morning', async () => {
    const user = await seedUser(t.db, { password });
    for (let i = 0; i < 25; i++) {
      expect((await login(user.email, password, '10.3.4.4')).statusCode).toBe(200);
    }
  });

  it('revokes the token on logout', async () => {
    const user = await seedUser(t.db, { password });
    const token = (await login(user.email, password, '10.4.0.1')).json().api_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(after.statusCode).toBe(401);
  });

  it('validates the body in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'no-es-correo' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/correo electrónico no es válido|Indica tu contraseña/);
  });
});

describe('password reset', () => {
  const resetLink = async (email: string) => {
    await runQueuedJobs(t.db, t.app);
    const mail = await lastMailTo(t.db, email);
    return mail?.text_body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  };

  it('answers the same whether or not the email exists, and mails a link only when it does', async () => {
    const user = await seedUser(t.db, { password });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/users/remember-password',
      payload: { email: user.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/remember-password',
      payload: { email: 'nadie@amparo.test' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await resetLink(user.email)).toBeTruthy();
    expect(await lastMailTo(t.db, 'nadie@amparo.test')).toBeNull();
  });

  it('sets a new password once with the link, and ends open sessions', async () => {
    const user = await seedUser(t.db, { password });
    const session = (await login(user.email, password, '10.5.0.1')).json().api_token;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/remember-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    const token = await resetLink(user.email);
    // Once seen failing on PostgreSQL in CI with a 400 below: say which step lost the link.
    expect(token, 'el enlace del correo de restablecimiento').toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'nueva-contraseña-10' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'nueva-contraseña-10', '10.5.0.2')).statusCode).toBe(200);
    expect((await login(user.email, password, '10.5.0.3')).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(old.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'otra-contraseña-10' },
    });
    expect(again.statusCode).toBe(410);
  });

  it('refuses a short password and an unknown link', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: 'x'.repeat(43), password: 'corta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/al menos 10 caracteres/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: 'x'.repeat(43), password: 'suficientemente-larga' },
    });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().message).toMatch(/no es válido o ha caducado/);
  });
});
