import { Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { settings } from '../../db/schema/index.ts';

const t = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await seedSession(t.db, Role.ADMIN)).headers;
});
const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload });
const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

describe('settings', () => {
  it('saves a phone in its national form and serves it on the public settings', async () => {
    const res = await patch({ customer_service_phone: '+34 911 22 23 33' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer_service_phone).toBe('911222333');
    expect((await publicSettings()).customer_service_phone).toBe('911222333');
  });

  it('refuses the phone "abc" with 422 and a field error, and keeps the old number', async () => {
    await patch({ customer_service_phone: '911222333' });
    const res = await patch({ customer_service_phone: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'SETTING_INVALID',
      errors: [{ path: 'body.customer_service_phone', message: 'Indica un teléfono español de 9 cifras' }],
    });
    expect((await publicSettings()).customer_service_phone).toBe('911222333');
  });

  it('refuses a value of the wrong JSON type, field by field, and saves none of the batch', async () => {
    const res = await patch({
      customer_service_phone: { html: '<img src=x onerror=alert(1)>' },
      check_os_version: 'sí',
      customer_service_hours: 'Lunes a viernes de 8 a 20h',
    });
    expect(res.statusCode).toBe(422);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths.sort()).toEqual(['body.check_os_version', 'body.customer_service_phone']);
    const after = await publicSettings();
    expect(after.customer_service_hours).not.toBe('Lunes a viernes de 8 a 20h');
    expect(typeof after.customer_service_phone).toBe('string');
  });

  it('refuses unknown keys with their names', async () => {
    const res = await patch({ typo_key: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SETTING_UNKNOWN', message: 'Ajustes desconocidos: typo_key' });
  });

  it('checks the SEPA creditor id and the hours, and saves valid ones', async () => {
    const bad = await patch({ sepa_creditor_id: 'hola', customer_service_hours: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveLength(2);
    const good = await patch({ sepa_creditor_id: 'es39000b87654321', check_os_version: false });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ sepa_creditor_id: 'ES39000B87654321', check_os_version: false });
  });

  it('seeds the cancellation mode as end of period, for staff only, and takes only a known mode', async () => {
    const staff = await t.app.inject({ method: 'GET', url: '/api/settings', headers });
    expect(staff.json()).toMatchObject({ cancellation_mode: 'end_of_period' });
    expect(await publicSettings()).not.toHaveProperty('cancellation_mode');
    const bad = await patch({ cancellation_mode: 'monthly' });
    expect(bad.statusCode).toBe(422);
    const good = await patch({ cancellation_mode: 'pro_rata' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ cancellation_mode: 'pro_rata' });
  });

  it('serves only public keys to everyone else, and never a stored value of the wrong type', async () => {
    // A value written before the rules existed (or by hand) is left out, not served as an object.
    await t.db
      .update(settings)
      .set({ value: { html: '<b>900</b>' } })
      .where(eq(settings.key, 'customer_service_phone'));
    const served = await publicSettings();
    expect(served).not.toHaveProperty('sepa_creditor_id');
    expect(served).not.toHaveProperty('insurer_legal_text');
    expect(served).not.toHaveProperty('customer_service_phone');
    expect(typeof served.customer_service_hours).toBe('string');
    expect(typeof served.check_os_version).toBe('boolean');
  });

  it("keeps the insurer's legal text for staff: seeded, too short refused, a new text saved", async () => {
    const staff = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json();
    expect(staff.insurer_legal_text).toContain('Ley 50/1980');
    const short = await patch({ insurer_legal_text: 'Corto' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].message).toBe('El texto legal es demasiado corto (mínimo 20 caracteres)');
    const saved = await patch({ insurer_legal_text: '  Aseguradora Ejemplo, inscrita en la DGSFP.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().insurer_legal_text).toBe('Aseguradora Ejemplo, inscrita en la DGSFP.');
  });
});
