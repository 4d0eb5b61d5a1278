import { Role } from '@amparo/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, contactRequests } from '../../db/schema/index.ts';

const t = useTestApp();

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/call-you', payload });

describe('POST /api/call-you', () => {
  it('stores the request with the phone as digits and audits it', async () => {
    const res = await post({ name: 'Ana Pérez', phone: '+34 612 34 56 78', reason: 'Dudas sobre el seguro' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'open', preferred_time: null });
    const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, body.id));
    expect(row?.phone).toBe('612345678');
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'contact_request.create',
      entity_id: String(body.id),
      actor_role: 'system',
    });
  });

  it('accepts a preferred time inside the call-back hours', async () => {
    // Monday 2030-01-07 10:00 in Madrid is 09:00 UTC.
    const res = await post({ name: 'Ana', phone: '612345678', preferred_time: '2030-01-07T09:00:00Z' });
    expect(res.statusCode).toBe(201);
    expect(res.json().preferred_time).toBe('2030-01-07T09:00:00.000Z');
  });

  it.each([
    { what: 'a weekday at 20:00 Madrid', time: '2030-01-07T19:00:00Z' },
    { what: 'a Sunday at 09:30 Madrid', time: '2030-01-06T08:30:00Z' },
  ])('refuses $what with 422', async ({ time }) => {
    const res = await post({ name: 'Ana', phone: '612345678', preferred_time: time });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/de lunes a viernes de 9 a 19h/);
  });

  it("keeps rest-day hours on the call centre's regional holidays, as staff set them", async () => {
    // Thursday 2 May 2030 (Comunidad de Madrid), 09:30 in Madrid: a working day's hours, not a holiday's.
    const early = { name: 'Ana', phone: '612345678', preferred_time: '2030-05-02T07:30:00Z' };
    expect((await post(early)).statusCode).toBe(201);
    const admin = await seedSession(t.db, Role.ADMIN);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin.headers,
      payload: { call_back_regional_holidays: '2030-05-02, 2030-05-15' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await post(early);
    expect(refused.statusCode).toBe(422);
    // 10:30 the same day is inside the holiday hours (10 to 18h).
    expect((await post({ ...early, preferred_time: '2030-05-02T08:30:00Z' })).statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin.headers,
      payload: { call_back_regional_holidays: '02/05/2030' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Escribe cada festivo como AAAA-MM-DD');
  });

  it('refuses a time in the past', async () => {
    const res = await post({ name: 'Ana', phone: '612345678', preferred_time: '2020-01-07T09:00:00Z' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/ya ha pasado/);
  });

  it.each([
    { what: 'no name', payload: { phone: '612345678' }, message: /Indica tu nombre/ },
    {
      what: 'a short phone',
      payload: { name: 'Ana', phone: '6123' },
      message: /teléfono español de 9 cifras/,
    },
    {
      what: 'a bad date',
      payload: { name: 'Ana', phone: '612345678', preferred_time: 'mañana' },
      message: /Fecha y hora no válidas/,
    },
  ])('answers $what with 400 and a field message', async ({ payload, message }) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().errors[0].path).toMatch(/^body\./);
  });
});
