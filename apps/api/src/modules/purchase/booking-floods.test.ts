import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBooking, seedDiscount } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { mailOutbox, policies, users } from '../../db/schema/index.ts';

// Anonymous bookings and discount-code guesses are limited per address (and bookings
// per target email too), counted in the database, with Retry-After (docs/security.md, "Floods").
const t = useTestApp();

const book = (payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/policies', payload, remoteAddress: ip });
const policyCount = async () => (await t.db.select({ id: policies.id }).from(policies)).length;

describe('anonymous booking floods', () => {
  it('answers 429 with Retry-After after 10 bookings from one address, with nothing made beyond', async () => {
    const before = await policyCount();
    const emails = Array.from({ length: 40 }, (_, i) => `rafaga${i}@flood.test`);
    const answers = await Promise.all(
      emails.map((email) => book(buildBooking({ holder: { ...buildBooking().holder, email } }), '10.40.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((a) => a.statusCode === 429)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await policyCount()).toBe(before + 10);
    expect(await t.db.select().from(users).where(like(users.email, '%@flood.test'))).toHaveLength(10);
    expect(
      await t.db.select().from(mailOutbox).where(like(mailOutbox.to_address, '%@flood.test')),
    ).toHaveLength(10);
    // Another address is not blocked by this one.
    expect((await book(buildBooking(), '10.40.0.2')).statusCode).toBe(201);
  });

  it('answers 429 after 5 bookings to one email, from whatever addresses', async () => {
    const holder = { ...buildBooking().holder, email: 'Victima@Correo.test' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await book(buildBooking({ holder }), `10.41.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const mails = await t.db.select().from(mailOutbox).where(like(mailOutbox.to_address, '%orreo.test'));
    expect(mails).toHaveLength(5);
  });

  it('still answers a retry of an earlier booking (same Idempotency-Key) once the address is limited', async () => {
    const ip = '10.44.0.1';
    const retried = buildBooking({ holder: { ...buildBooking().holder, email: 'reintento@flood.test' } });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/policies',
      payload: retried,
      remoteAddress: ip,
      headers: { 'idempotency-key': 'reintento-0001' },
    });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 12; i++)
      await book(buildBooking({ holder: { ...buildBooking().holder, email: `relleno${i}@flood.test` } }), ip);
    expect((await book(buildBooking(), ip)).statusCode).toBe(429);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/policies',
      payload: retried,
      remoteAddress: ip,
      headers: { 'idempotency-key': 'reintento-0001' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().number).toBe(first.json().number);
  });
});

describe('discount code guessing', () => {
  const validate = (code: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/discounts/validate/${code}`, remoteAddress: ip });

  it('answers 429 with Retry-After after 20 unknown codes, and then to good codes too', async () => {
    const good = await seedDiscount(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await validate(`ADIVINA${i}`, '10.42.0.1')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const blocked = await validate(good.code, '10.42.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate(good.code, '10.42.0.2')).statusCode).toBe(200);
  });

  it('never counts a code that exists', async () => {
    const good = await seedDiscount(t.db);
    for (let i = 0; i < 30; i++) expect((await validate(good.code, '10.43.0.1')).statusCode).toBe(200);
  });
});
