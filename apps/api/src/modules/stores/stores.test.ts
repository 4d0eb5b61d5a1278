import { Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { ok } from '../../../test/claims.ts';
import { seedDiscount, seedPolicy } from '../../../test/factories.ts';
import { seedDistributor, seedStore } from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, discounts, storeLandings } from '../../db/schema/index.ts';

// Stores (spec 7 /stores, /stores-priv, /stores/{id}/discounts-csv, docs/network.md).

const t = useTestApp();

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const ids = (list: { data: { id: number }[] }) => list.data.map((s) => s.id);

describe('stores', () => {
  it('are created, changed, moved and deleted by an admin, each change audited', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const first = await seedDistributor(t.db);
    const second = await seedDistributor(t.db);
    const created = await ok(
      call(admin.headers, 'POST', '/stores', {
        distributor_id: first.id,
        code: 'bil-centro',
        name: 'Bilbao Centro',
        postal_code: '48001',
        latitude: '43.263',
        longitude: '-2.935',
        contact_name: 'Iker',
        email: 'centro@norte.example',
        commission_bp: 800,
      }),
      201,
    );
    expect(created).toMatchObject({
      code: 'BIL-CENTRO',
      distributor_name: first.name,
      commission_bp: 800,
      policy_count: 0,
      active: true,
    });
    const moved = await ok(
      call(admin.headers, 'PATCH', `/stores/${created.id}`, { distributor_id: second.id, phone: null }),
    );
    expect(moved).toMatchObject({ distributor_id: second.id, distributor_name: second.name, phone: null });
    expect(await ok(call(admin.headers, 'GET', `/stores/${created.id}`))).not.toHaveProperty('commission_bp');
    expect((await call(admin.headers, 'DELETE', `/stores/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin.headers, 'GET', `/stores/${created.id}`)).statusCode).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'store'), eq(auditLog.entity_id, String(created.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['store.create', 'store.delete', 'store.update']);
  });

  it('refuse bad input and a taken code with Spanish messages', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const distributor = await seedDistributor(t.db);
    const taken = await seedStore(t.db, distributor.id);
    const bad = await call(admin.headers, 'POST', '/stores', {
      distributor_id: distributor.id,
      code: 'a',
      name: '',
      latitude: '91',
      longitude: 'oeste',
      commission_bp: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as { message: string }[]).map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'El código lleva de 2 a 30 letras, cifras, guiones o guiones bajos',
        'Indica el nombre de la tienda',
        'La latitud no es válida (un número entre -90 y 90)',
        'La longitud no es válida (un número entre -180 y 180)',
        'La comisión no puede ser negativa',
      ]),
    );
    const twin = await call(admin.headers, 'POST', '/stores', {
      distributor_id: distributor.id,
      code: taken.code,
      name: 'Otra',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(`Ya existe una tienda con el código ${taken.code}`);
    const gone = await seedDistributor(t.db, { deleted_at: new Date() });
    const underGone = await call(admin.headers, 'POST', '/stores', {
      distributor_id: gone.id,
      code: 'NUEVA-01',
      name: 'Nueva',
    });
    expect(underGone.statusCode).toBe(422);
    expect(underGone.json().message).toBe('El distribuidor indicado no existe o se ha dado de baja');
  });

  it('is not deleted while its landing is published', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const store = await seedStore(t.db, (await seedDistributor(t.db)).id);
    const [landing] = await t.db
      .insert(storeLandings)
      .values({ store_id: store.id, slug: `landing-${store.id}`, title: 'Bienvenida' })
      .returning();
    const refused = await call(admin.headers, 'DELETE', `/stores/${store.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'La tienda tiene una landing publicada: ocúltala antes de borrar la tienda',
    );
    await t.db.update(storeLandings).set({ active: false }).where(eq(storeLandings.id, landing!.id));
    expect((await call(admin.headers, 'DELETE', `/stores/${store.id}`)).statusCode).toBe(204);
  });

  it('are seen only within scope: another distributor’s store is 404', async () => {
    const mine = await seedDistributor(t.db);
    const other = await seedDistributor(t.db);
    const myStore = await seedStore(t.db, mine.id);
    const mySecond = await seedStore(t.db, mine.id);
    const foreign = await seedStore(t.db, other.id);
    const manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [mine.id] });
    const seller = await seedSession(t.db, Role.STORE_SELLER, { storeIds: [myStore.id] });

    expect(ids(await ok(call(manager.headers, 'GET', '/stores?per_page=200'))).sort()).toEqual(
      [myStore.id, mySecond.id].sort(),
    );
    expect(ids(await ok(call(manager.headers, 'GET', '/stores-priv?per_page=200'))).sort()).toEqual(
      [myStore.id, mySecond.id].sort(),
    );
    expect(ids(await ok(call(seller.headers, 'GET', '/stores?per_page=200')))).toEqual([myStore.id]);
    for (const who of [manager, seller]) {
      const outside = await call(who.headers, 'GET', `/stores/${foreign.id}`);
      expect(outside.statusCode).toBe(404);
      expect(outside.json().message).toBe('Tienda no encontrada');
    }
    expect((await call(seller.headers, 'GET', `/stores/${mySecond.id}`)).statusCode).toBe(404);
    // Filtering by another distributor gives nothing rather than its stores.
    expect(ids(await ok(call(manager.headers, 'GET', `/stores?filter[distributor_id]=${other.id}`)))).toEqual(
      [],
    );
    expect((await call(manager.headers, 'DELETE', `/stores/${myStore.id}`)).statusCode).toBe(403);
  });

  it('lists commercial details and policies sold in stores-priv, and exports them with formulas escaped', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const distributor = await seedDistributor(t.db, { name: `@Dist ${Date.now()}` });
    const store = await seedStore(t.db, distributor.id, {
      name: '-Tienda peligrosa',
      contact_name: '=1+1',
      commission_bp: 1000,
      email: 'tienda@norte.example',
      latitude: '40.4168',
      longitude: '-3.7038',
    });
    await seedPolicy(t.db, { distributor_id: distributor.id, store_id: store.id });
    const list = await ok(
      call(admin.headers, 'GET', `/stores-priv?filter[distributor_id]=${distributor.id}`),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        id: store.id,
        contact_name: '=1+1',
        commission_bp: 1000,
        email: 'tienda@norte.example',
        policy_count: 1,
        distributor_name: distributor.name,
      }),
    ]);
    const token = (await ok(call(admin.headers, 'POST', '/exports/token', { resource: 'stores-priv' }), 201))
      .token;
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/stores-priv?export_csv=1&token=${token}&filter[distributor_id]=${distributor.id}`,
    });
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body.split('\r\n');
    expect(header).toContain('Código;Nombre;Distribuidor;Persona de contacto');
    expect(line).toContain(`;'-Tienda peligrosa;'@Dist`);
    expect(line).toContain(";'=1+1;");
    expect(line).toContain(';10,00 %;1;Sí;');
    // Coordinates are numbers, not formulas: a negative longitude keeps its minus and gets a decimal comma.
    expect(line).toContain(';40,4168;-3,7038;');
  });
});

describe('the discounts CSV of a store', () => {
  it('creates the good codes for the store and reports each bad row', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const store = await seedStore(t.db, (await seedDistributor(t.db)).id);
    const suffix = String(store.id);
    await seedDiscount(t.db, { code: `USADO${suffix}` });
    const file = [
      'code;percent;amount;valid_from;valid_to;max_uses;description',
      `verano${suffix};10;;01/06/2026;2026-08-31;100;Verano`,
      `FIJO${suffix};;7,50;;;;`,
      `DOBLE${suffix};10;5;;;;`,
      `NADA${suffix};;;;;;`,
      `FECHAS${suffix};5;;2026-09-01;2026-08-01;;`,
      `USADO${suffix};5;;;;;`,
      `VERANO${suffix};5;;;;;`,
      `MUCHO${suffix};150;;;;;`,
    ].join('\n');
    const report = await ok(
      call(admin.headers, 'POST', `/stores/${store.id}/discounts-csv`, { fileBase64: b64(file) }),
    );
    expect(report).toEqual({
      created: 2,
      failed: 6,
      errors: [
        { row: 4, field: 'percent', message: 'Indica el porcentaje o el importe, no los dos' },
        { row: 5, field: 'percent', message: 'Indica el porcentaje o el importe del descuento' },
        { row: 6, field: 'valid_to', message: 'La fecha de fin debe ser posterior a la de inicio' },
        { row: 7, field: 'code', message: 'Ya existe un descuento con ese código' },
        { row: 8, field: 'code', message: 'Código repetido en el fichero (fila 2)' },
        { row: 9, field: 'percent', message: 'Un porcentaje no puede pasar del 100 %' },
      ],
    });
    const rows = await t.db.select().from(discounts).where(eq(discounts.store_id, store.id));
    expect(rows.map((d) => [d.code, d.kind, d.value, d.valid_from, d.valid_to, d.max_uses]).sort()).toEqual(
      [
        [`FIJO${suffix}`, 'fixed', 750, null, null, null],
        [`VERANO${suffix}`, 'percent', 1000, '2026-06-01', '2026-08-31', 100],
      ].sort(),
    );
    const other = await call(admin.headers, 'POST', '/stores/987654/discounts-csv', {
      fileBase64: b64(file),
    });
    expect(other.statusCode).toBe(404);
  });
});
