import { Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../test/auth-helpers.ts';
import { buildBooking, seedDiscount, seedUser } from '../test/factories.ts';
import { runQueuedJobs } from '../test/jobs.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  auditLog,
  genericItems,
  mailOutbox,
  paymentMethods,
  policies,
  proposals,
  storeLandings,
  stores,
} from './db/schema/index.ts';

// Regression tests for the findings of the security review (docs/security.md).
// SMTP is configured here, so the outbox is a copy and must hide secrets.
const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  ip = '127.0.0.1',
) => t.app.inject({ method, url, headers, remoteAddress: ip, ...(payload ? { payload } : {}) });

describe('security review regressions', () => {
  it('hides reset links and access codes in the outbox when mail is delivered by SMTP, and keeps agents out', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const holder = await seedUser(t.db, { role: 'policyholder', email: 'oculto@amparo.test' });
    const asked = await inject('POST', '/api/customer/access-code', { email: holder.email }, {}, '10.20.0.1');
    expect(asked.statusCode).toBe(202);
    const reminded = await inject(
      'POST',
      '/api/users/remember-password',
      { email: admin.user.email },
      {},
      '10.20.0.2',
    );
    expect(reminded.statusCode).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, holder.email));
    const code = stored!.text_body.match(/\b(\d{6})\b/)![1]!;
    const list = await inject('GET', '/api/mail-outbox?per_page=50', undefined, admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThanOrEqual(2);
    const body = JSON.stringify(list.json());
    expect(body).not.toContain(code);
    expect(body).not.toMatch(/token=[A-Za-z0-9_-]{20}/);
    expect(body).toContain('[oculto]');
    expect(stored!.subject).not.toContain(code);
    const agent = await seedSession(t.db, Role.AGENT);
    expect((await inject('GET', '/api/mail-outbox', undefined, agent.headers)).statusCode).toBe(403);
  });

  it('counts every one of many parallel wrong codes', async () => {
    const holder = await seedUser(t.db, { role: 'policyholder', email: 'paralelo@amparo.test' });
    const asked = await inject('POST', '/api/customer/access-code', { email: holder.email }, {}, '10.21.0.1');
    expect(asked.statusCode).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, holder.email));
    const code = mail!.text_body.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inject('POST', '/api/customer/session', { email: holder.email, code: wrong }, {}, `10.21.1.${i}`),
      ),
    );
    expect(attempts.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    const right = await inject(
      'POST',
      '/api/customer/session',
      { email: holder.email, code },
      {},
      '10.21.2.1',
    );
    expect(right.statusCode).toBe(401);
  });

  it('locks an email after parallel wrong passwords, with the same answer whether the account exists', async () => {
    const user = await seedUser(t.db, { email: 'paralela@amparo.test', password: 'la-buena-clave' });
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inject('POST', '/api/users/login', { email: user.email, password: 'mala' }, {}, `10.22.0.${i}`),
      ),
    );
    expect(attempts.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    const res = await inject(
      'POST',
      '/api/users/login',
      { email: user.email, password: 'la-buena-clave' },
      {},
      '10.22.1.1',
    );
    // Locked: even the right password needs the code mailed to the account, and the answer
    // is the one an unknown email gets after the same flood.
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_CODE_REQUIRED');
    expect(res.json().token).toBeUndefined();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inject(
          'POST',
          '/api/users/login',
          { email: 'nadie@amparo.test', password: 'mala' },
          {},
          `10.22.2.${i}`,
        ),
      ),
    );
    const unknown = await inject(
      'POST',
      '/api/users/login',
      { email: 'nadie@amparo.test', password: 'la-buena-clave' },
      {},
      '10.22.3.1',
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(res.json());
  });

  it('ignores X-Forwarded-For from clients when no proxy is trusted', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++) {
      const res = await inject(
        'POST',
        '/api/users/login',
        { email: `x${i}@amparo.test`, password: 'mala' },
        { 'x-forwarded-for': `203.0.113.${i}` },
        '10.23.0.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(2);
  });

  it("exports only the person's own audit rows", async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const holder = await seedUser(t.db, { role: 'policyholder' });
    // Same id, two kinds of record: only the row about the person belongs in their export.
    await t.db.insert(auditLog).values([
      { action: 'user.update', entity_type: 'store', entity_id: String(holder.id) },
      { action: 'user.update', entity_type: 'user', entity_id: String(holder.id) },
    ]);
    const res = await inject('GET', `/api/users/${holder.id}/personal-data`, undefined, admin.headers);
    expect(res.statusCode).toBe(200);
    const audit: { entity_type: string; entity_id: string }[] = res.json().audit;
    expect(audit.length).toBeGreaterThan(0);
    expect(audit).toContainEqual(
      expect.objectContaining({ entity_type: 'user', entity_id: String(holder.id) }),
    );
    expect(audit.map((a) => a.entity_type)).not.toContain('store');
  });

  it('erases account numbers, proposals and mails too', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const booking = buildBooking({
      payment_method: 'direct_debit',
      iban: 'ES9121000418450200051332',
      product_id: 4,
      device: { brand: 'Xiaomi', model: 'Scooter 4', value: 60_000 },
    });
    const bookedRes = await inject('POST', '/api/policies', booking);
    expect(bookedRes.statusCode).toBe(201);
    const booked = bookedRes.json();
    await t.db.insert(proposals).values({ email: booking.holder.email, data: { holder: booking.holder } });
    const [holderRow] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, booking.holder.email));
    expect(holderRow).toBeDefined();
    const [policyRow] = await t.db.select().from(policies).where(eq(policies.id, booked.id));
    const holderId = policyRow!.policyholder_id!;
    expect((await inject('POST', `/api/users/${holderId}/erase`, undefined, admin.headers)).statusCode).toBe(
      200,
    );
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.policy_id, booked.id));
    expect(method).toMatchObject({ iban: '****1332', account_holder: 'Anonimizado' });
    expect(await t.db.select().from(proposals).where(eq(proposals.email, booking.holder.email))).toEqual([]);
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, booking.holder.email)),
    ).toEqual([]);
    const detail = await inject('GET', `/api/policies/${booked.id}`, undefined, admin.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().policy_risks.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.json().policy_risks)).not.toContain('12345678Z');
  });

  it('never lists an unpublished store page, and keeps store staff to their stores', async () => {
    await t.db.insert(storeLandings).values([
      { store_id: DEMO_STORE_ID, slug: 'borrador', title: 'Borrador', active: false },
      { store_id: DEMO_STORE_ID, slug: 'publicada', title: 'Publicada', active: true },
    ]);
    // Asking for inactive pages is not an error: the filter is ignored and only published pages come back.
    const publicList = await inject('GET', '/api/stores-landings?filter[active]=false');
    expect(publicList.statusCode).toBe(200);
    const slugs = publicList.json().data.map((l: { slug: string }) => l.slug);
    expect(slugs).toContain('publicada');
    expect(slugs).not.toContain('borrador');
    const [other] = await t.db
      .insert(stores)
      .values({ distributor_id: 1, code: 'OTRA-001', name: 'Otra tienda' })
      .returning();
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    expect(
      (await inject('GET', `/api/stores/${other!.id}/landings`, undefined, seller.headers)).statusCode,
    ).toBe(404);
    const sale = await inject('POST', '/api/policies', buildBooking({ store_id: other!.id }), seller.headers);
    expect(sale.statusCode).toBe(403);
    expect(sale.json().message).toBe('Solo puedes registrar ventas de tus tiendas');
  });

  it('re-checks a discount as a whole on PATCH: no percentage over 100 %', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const fixed = await seedDiscount(t.db, { kind: 'fixed', value: 50_000 });
    const res = await inject('PATCH', `/api/discounts/${fixed.id}`, { kind: 'percent' }, admin.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/100 %/);
  });

  it('replays a booking with its key even after its discount ran out', async () => {
    await seedDiscount(t.db, { code: 'UNAVEZ', max_uses: 1 });
    const body = buildBooking({ discount_code: 'UNAVEZ' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/policies',
      payload: body,
      headers: { 'idempotency-key': 'replay-after-limit-1' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/policies',
      payload: body,
      headers: { 'idempotency-key': 'replay-after-limit-1' },
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(first.json().number);
  });

  it('answers a NUL byte with a Spanish 400, not a 500', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const search = await inject('GET', '/api/policies?filter[search]=Ana%00Mar', undefined, admin.headers);
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('Un texto contiene caracteres no válidos');
    const call = await inject(
      'POST',
      '/api/call-you',
      { name: 'Ana\u0000', phone: '612345678' },
      {},
      '10.24.0.1',
    );
    expect(call.statusCode).toBe(400);
  });

  it('makes CSV export tokens single-use and bound to their resource', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const auditToken = await inject('POST', '/api/exports/token', { resource: 'audit' }, admin.headers);
    expect(auditToken.statusCode).toBe(201);
    const token = auditToken.json().token;
    expect((await inject('GET', `/api/users?export_csv=1&token=${token}`)).statusCode).toBe(401);
    const usersTokenRes = await inject('POST', '/api/exports/token', { resource: 'users' }, admin.headers);
    expect(usersTokenRes.statusCode).toBe(201);
    const usersToken = usersTokenRes.json().token;
    expect((await inject('GET', `/api/users?token=${usersToken}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/users?export_csv=1&token=${usersToken}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/users?export_csv=1&token=${usersToken}`)).statusCode).toBe(401);
  });

  it('answers ids beyond the integer range with 400', async () => {
    const res = await inject('POST', '/api/policies', buildBooking({ store_id: 3_000_000_000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/demasiado grande/);
  });

  it('refuses to quote a retired catalog item or one of another kind', async () => {
    const [tv] = await t.db.select().from(genericItems).where(eq(genericItems.kind, 'smarttv')).limit(1);
    const wrongKind = await inject('GET', `/api/policies/price?product_type_id=1&generic_item_id=${tv!.id}`);
    expect(wrongKind.statusCode).toBe(422);
    await t.db.update(genericItems).set({ active: false }).where(eq(genericItems.id, tv!.id));
    const retired = await inject('GET', `/api/policies/price?product_type_id=7&generic_item_id=${tv!.id}`);
    expect(retired.statusCode).toBe(422);
  });

  it('ends pending reset links when an admin changes the password', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const user = await seedUser(t.db, {
      role: 'agent',
      email: 'cambio@amparo.test',
      password: 'clave-antigua-1',
    });
    const reminded = await inject(
      'POST',
      '/api/users/remember-password',
      { email: user.email },
      {},
      '10.25.0.1',
    );
    expect(reminded.statusCode).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, user.email));
    const link = mail!.text_body.match(/token=([A-Za-z0-9_-]+)/)![1];
    const changed = await inject(
      'PATCH',
      `/api/users/${user.id}`,
      { password: 'clave-nueva-12' },
      admin.headers,
    );
    expect(changed.statusCode).toBe(200);
    const reset = await inject('POST', '/api/users/reset-password', {
      token: link,
      password: 'otra-clave-123',
    });
    expect(reset.statusCode).toBe(410);
  });
});
