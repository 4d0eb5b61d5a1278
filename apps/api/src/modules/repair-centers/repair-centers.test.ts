import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductType, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedDeskCase } from '../../../test/claim-factories.ts';
import { ok } from '../../../test/claims.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, repairCenters } from '../../db/schema/index.ts';

// Repair centers (spec 7 /repair_centers, docs/claims.md): the desk reads them, admins manage them; a
// center is deleted softly, and not while it has open claims.

const t = useTestApp({
  env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-repair-centers-')) },
});

type Headers = Record<string, string>;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'ReparaYa Chamberí',
  tax_id: 'B87654321',
  email: 'taller@reparaya.example',
  phone: '910 000 111',
  address: 'Calle de Fuencarral 100',
  city: 'Madrid',
  province: 'Madrid',
  postal_code: '28004',
  product_type_ids: [ProductType.MOBILE, ProductType.PORTABLE, ProductType.MOBILE],
  ...overrides,
});
const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/repair_centers${url}`, headers, ...(payload ? { payload } : {}) });
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'repair_center'), eq(auditLog.entity_id, String(id))));

describe('repair centers', () => {
  it('are created, listed with filters, changed and deleted by an admin, each change audited', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const created = await ok(call(admin.headers, 'POST', '', body()), 201);
    expect(created).toMatchObject({
      name: 'ReparaYa Chamberí',
      phone: '910000111',
      product_type_ids: [ProductType.MOBILE, ProductType.PORTABLE],
      active: true,
      open_claims: 0,
    });
    const scooters = await ok(
      call(
        admin.headers,
        'POST',
        '',
        body({ name: 'Patinetes Sur', city: 'Sevilla', product_type_ids: [3] }),
      ),
      201,
    );
    // The same name in the same town again (a double click): 409, nothing written.
    const twin = await call(admin.headers, 'POST', '', body({ name: 'reparaya chamberí' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('Ya existe el taller «reparaya chamberí» en esa localidad');

    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const names = async (query: string) =>
      (await ok(call(handler.headers, 'GET', `?per_page=100${query}`))).data.map(
        (c: { name: string }) => c.name,
      );
    expect(await names('')).toEqual(expect.arrayContaining(['ReparaYa Chamberí', 'Patinetes Sur']));
    expect(await names(`&filter[product_type_id]=${ProductType.SCOOTER}`)).toEqual(['Patinetes Sur']);
    expect(await names('&filter[q]=sevil')).toEqual(['Patinetes Sur']);
    expect(await ok(call(handler.headers, 'GET', `/${created.id}`))).toEqual(created);

    const changed = await ok(
      call(admin.headers, 'PATCH', `/${created.id}`, { active: false, email: null, product_type_ids: [6] }),
    );
    expect(changed).toMatchObject({
      active: false,
      email: null,
      product_type_ids: [6],
      name: 'ReparaYa Chamberí',
    });
    // A change that leaves `active` out keeps it as it is.
    const moved = await ok(call(admin.headers, 'PATCH', `/${created.id}`, { address: 'Calle de Sagasta 4' }));
    expect(moved).toMatchObject({ active: false, address: 'Calle de Sagasta 4' });
    expect(await names('&filter[active]=false')).toContain('ReparaYa Chamberí');
    expect(await names('&filter[active]=true')).not.toContain('ReparaYa Chamberí');
    const renamed = await call(admin.headers, 'PATCH', `/${scooters.id}`, {
      name: 'ReparaYa Chamberí',
      city: 'Madrid',
    });
    expect(renamed.statusCode).toBe(409);

    expect((await call(admin.headers, 'DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin.headers, 'GET', `/${created.id}`)).statusCode).toBe(404);
    expect(await names('')).not.toContain('ReparaYa Chamberí');
    const [row] = await t.db.select().from(repairCenters).where(eq(repairCenters.id, created.id));
    expect(row).toMatchObject({ deleted_at: expect.any(Date), active: false });
    // Deleted, its name is free again; deleting it twice finds nothing.
    await ok(call(admin.headers, 'POST', '', body()), 201);
    expect((await call(admin.headers, 'DELETE', `/${created.id}`)).statusCode).toBe(404);
    expect((await auditsOf(created.id)).map((a) => a.action)).toEqual([
      'repair_center.create',
      'repair_center.update',
      'repair_center.update',
      'repair_center.delete',
    ]);
  });

  it('is not deleted while an open claim is assigned to it', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const center = await ok(call(admin.headers, 'POST', '', body({ name: 'Taller con trabajo' })), 201);
    const { claim } = await seedDeskCase(t.db, { claim: { repair_center_id: center.id } });
    expect((await ok(call(admin.headers, 'GET', `/${center.id}`))).open_claims).toBe(1);
    const refused = await call(admin.headers, 'DELETE', `/${center.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'El taller tiene 1 siniestro abierto: reasígnalos o ciérralos antes de darlo de baja',
    );
    await ok(
      t.app.inject({
        method: 'POST',
        url: `/api/claims/${claim.id}/status`,
        headers: admin.headers,
        payload: { status: 'closed', is_public: false },
      }),
    );
    expect((await call(admin.headers, 'DELETE', `/${center.id}`)).statusCode).toBe(204);
  });

  it('answers bad bodies in Spanish, and unknown product types with 422', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const bad = async (payload: object, method: 'POST' | 'PATCH' = 'POST', url = '') => {
      const res = await call(admin.headers, method, url, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await bad(body({ name: '' }))).toMatch(/Indica el nombre del taller/);
    expect(await bad(body({ email: 'no-es-un-correo' }))).toMatch(/Indica un correo válido/);
    expect(await bad(body({ postal_code: '280' }))).toMatch(/El código postal tiene 5 cifras/);
    expect(await bad(body({ phone: 'llámame' }))).toMatch(/Indica un teléfono español de 9 cifras/);
    expect(await bad(body({ product_type_ids: [] }))).toMatch(/al menos un tipo de producto/);
    const center = await ok(
      call(admin.headers, 'POST', '', body({ name: 'Taller Norte', city: 'Bilbao' })),
      201,
    );
    expect(await bad({}, 'PATCH', `/${center.id}`)).toMatch(/No hay nada que cambiar/);
    const unknown = await call(admin.headers, 'POST', '', body({ name: 'Otro', product_type_ids: [1, 99] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'REPAIR_CENTER_PRODUCT_TYPE_UNKNOWN',
      message: 'Tipo de producto desconocido: 99',
    });
    expect((await call(admin.headers, 'PATCH', '/999999', { active: false })).statusCode).toBe(404);
  });

  it('are read by whoever reads claims, and managed by admins and claims handlers', async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const agent = await seedSession(t.db, Role.AGENT);
    const expert = await seedSession(t.db, Role.EXPERT);
    expect((await call(seller.headers, 'GET', '')).statusCode).toBe(200);
    expect((await call(expert.headers, 'GET', '')).statusCode).toBe(403);
    expect((await call(agent.headers, 'GET', '')).statusCode).toBe(200);
    expect((await call(agent.headers, 'POST', '', body({ name: 'Taller del agente' }))).statusCode).toBe(403);
    expect((await call(seller.headers, 'POST', '', body({ name: 'Taller de la tienda' }))).statusCode).toBe(
      403,
    );
    expect(
      (await call(handler.headers, 'POST', '', body({ name: 'Taller del tramitador' }))).statusCode,
    ).toBe(201);
  });
});
