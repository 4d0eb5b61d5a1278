import { Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { ok } from '../../../test/claims.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { seedDistributor, seedStore } from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, distributors, stores } from '../../db/schema/index.ts';

// Distributors (spec 7 /distributors, docs/network.md): admins manage them, staff read them within
// their scope, a distributor with stores is not deleted, and its stores come in by CSV.

const t = useTestApp();

type Headers = Record<string, string>;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Telefonía Norte ${Math.random().toString(36).slice(2, 8)}`,
  tax_id: 'b-12345674',
  email: 'socios@norte.example',
  phone: '944 000 111',
  contact_name: 'Ane Etxeberria',
  address: 'Gran Vía 1',
  city: 'Bilbao',
  province: 'Bizkaia',
  postal_code: '48001',
  commission_bp: 1250,
  ...overrides,
});
const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const auditsOf = (type: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, type), eq(auditLog.entity_id, String(id))));
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('distributors', () => {
  it('are created, read, listed with filters, changed and deleted by an admin, each change audited', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const created = await ok(
      call(admin.headers, 'POST', '/distributors', body({ name: 'Telefonía Norte' })),
      201,
    );
    expect(created).toMatchObject({
      name: 'Telefonía Norte',
      tax_id: 'B12345674',
      phone: '944000111',
      commission_bp: 1250,
      active: true,
      store_count: 0,
    });
    expect(await ok(call(admin.headers, 'GET', `/distributors/${created.id}`))).toMatchObject({
      id: created.id,
      contact_name: 'Ane Etxeberria',
    });
    const found = await ok(
      call(admin.headers, 'GET', '/distributors?filter[search]=norte&filter[active]=true'),
    );
    expect(found.data.map((d: { id: number }) => d.id)).toContain(created.id);
    const none = await ok(
      call(admin.headers, 'GET', '/distributors?filter[search]=norte&filter[active]=false'),
    );
    expect(none.data.map((d: { id: number }) => d.id)).not.toContain(created.id);

    const changed = await ok(
      call(admin.headers, 'PATCH', `/distributors/${created.id}`, { commission_bp: 900, city: null }),
    );
    expect(changed).toMatchObject({ commission_bp: 900, city: null, active: true });

    expect((await call(admin.headers, 'DELETE', `/distributors/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin.headers, 'GET', `/distributors/${created.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(distributors).where(eq(distributors.id, created.id));
    expect(row?.deleted_at).not.toBeNull();
    const actions = (await auditsOf('distributor', created.id)).map((a) => a.action).sort();
    expect(actions).toEqual(['distributor.create', 'distributor.delete', 'distributor.update']);
  });

  it('refuse bad input with Spanish messages, and a taken name', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const bad = await call(admin.headers, 'POST', '/distributors', {
      name: 'X',
      tax_id: 'B12345678',
      email: 'no-es-correo',
      postal_code: '99999',
      commission_bp: 10001,
    });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Indica el nombre del distribuidor',
        'El CIF/NIF no es válido: revisa la letra o el dígito de control',
        'Indica un correo válido',
        'El código postal no es válido (5 cifras, de 01000 a 52999)',
        'La comisión no puede pasar del 100 % (10000 puntos básicos)',
      ]),
    );
    const first = await ok(call(admin.headers, 'POST', '/distributors', body()), 201);
    const twin = await call(admin.headers, 'POST', '/distributors', body({ name: first.name.toUpperCase() }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('Ya existe un distribuidor con ese nombre');
    const empty = await call(admin.headers, 'PATCH', `/distributors/${first.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No hay nada que cambiar');
  });

  it('is not deleted while it has stores (409), and is once they are gone', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const distributor = await seedDistributor(t.db);
    const store = await seedStore(t.db, distributor.id, { active: false });
    const refused = await call(admin.headers, 'DELETE', `/distributors/${distributor.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'El distribuidor tiene 1 tienda(s) dada(s) de alta: dalas de baja antes de borrarlo',
    );
    expect((await call(admin.headers, 'DELETE', `/stores/${store.id}`)).statusCode).toBe(204);
    expect((await call(admin.headers, 'DELETE', `/distributors/${distributor.id}`)).statusCode).toBe(204);
  });

  it('shows a distributor manager only its own, and a store seller its store’s; others are 404', async () => {
    const mine = await seedDistributor(t.db);
    const other = await seedDistributor(t.db);
    const myStore = await seedStore(t.db, mine.id);
    const manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [mine.id] });
    const seller = await seedSession(t.db, Role.STORE_SELLER, { storeIds: [myStore.id] });
    for (const who of [manager, seller]) {
      const list = await ok(call(who.headers, 'GET', '/distributors?per_page=200'));
      expect(list.data.map((d: { id: number }) => d.id)).toEqual([mine.id]);
      expect((await call(who.headers, 'GET', `/distributors/${mine.id}`)).statusCode).toBe(200);
      const outside = await call(who.headers, 'GET', `/distributors/${other.id}`);
      expect(outside.statusCode).toBe(404);
      expect(outside.json().message).toBe('Distribuidor no encontrado');
    }
    expect(
      (await call(manager.headers, 'PATCH', `/distributors/${mine.id}`, { name: 'Mío' })).statusCode,
    ).toBe(403);
  });

  it('exports its list as CSV with formula-like cells escaped', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    await seedDistributor(t.db, {
      name: '=HYPERLINK("http://x")',
      contact_name: '+34 contacto',
      commission_bp: 1250,
    });
    const token = (await ok(call(admin.headers, 'POST', '/exports/token', { resource: 'distributors' }), 201))
      .token;
    const csv = await t.app.inject({ method: 'GET', url: `/api/distributors?export_csv=1&token=${token}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFId;Nombre;CIF/NIF;Persona de contacto;Correo electrónico;Teléfono;Dirección;Código postal;Localidad;Provincia;Comisión;Tiendas;Activo;Alta',
    );
    const line = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain(`;'+34 contacto;`);
    expect(line).toContain(';12,50 %;');
  });
});

describe('the stores CSV import', () => {
  it('creates and updates by code, reports each bad row with its number and reason, writes the good ones', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const distributor = await seedDistributor(t.db);
    const other = await seedDistributor(t.db);
    const existing = await seedStore(t.db, distributor.id, { code: 'NORTE-01', name: 'Nombre viejo' });
    await seedStore(t.db, other.id, { code: 'AJENA-01' });
    const file = [
      'Code;Name;Address;City;Province;Postal_code;Phone;Email;Latitude;Longitude',
      'NORTE-01;Norte Centro;Gran Vía 2;Bilbao;Bizkaia;48001;944000222;centro@norte.example;43,2630;-2.9350',
      'norte-02;Norte Deusto;;Bilbao;;48014;;;;',
      ';Sin código;;;;;;;;',
      'NORTE-03;Mal CP;;;;9999;;;;',
      'NORTE-04;Mala latitud;;;;48001;;;123;-2.9',
      'NORTE-02;Repetida;;;;;;;;',
      'AJENA-01;De otro;;;;;;;;',
    ].join('\n');
    const start = await call(admin.headers, 'POST', `/distributors/${distributor.id}/stores-csv`, {
      fileBase64: b64(`\uFEFF${file}`), // with a BOM, as Excel saves it
    });
    expect(start.statusCode, start.body).toBe(202);
    const jobId = start.json().job_id as number;
    const queued = await ok(call(admin.headers, 'GET', `/jobs/${jobId}`));
    expect(queued).toMatchObject({ status: 'queued', progress: { done: 4, total: 7, errors: 4 } });

    await runQueuedJobs(t.db, t.app);
    const done = await ok(call(admin.headers, 'GET', `/jobs/${jobId}`));
    expect(done).toMatchObject({ status: 'done', progress: { done: 7, total: 7, errors: 5 } });
    expect(done.result).toEqual({
      created: 1,
      updated: 1,
      failed: 5,
      errors: [
        { row: 4, field: 'code', message: 'Indica el código de la tienda' },
        {
          row: 5,
          field: 'postal_code',
          message: 'El código postal no es válido (5 cifras, de 01000 a 52999)',
        },
        { row: 6, field: 'latitude', message: 'La latitud no es válida (un número entre -90 y 90)' },
        { row: 7, field: 'code', message: 'Código repetido en el fichero (fila 3)' },
        {
          row: 8,
          field: 'code',
          message:
            'El código AJENA-01 es de una tienda de otro distribuidor: no se mueve desde una importación',
        },
      ],
    });
    const [updated] = await t.db.select().from(stores).where(eq(stores.id, existing.id));
    expect(updated).toMatchObject({ name: 'Norte Centro', latitude: '43.2630', longitude: '-2.9350' });
    const [created] = await t.db.select().from(stores).where(eq(stores.code, 'NORTE-02'));
    expect(created).toMatchObject({
      distributor_id: distributor.id,
      name: 'Norte Deusto',
      postal_code: '48014',
    });
    const [foreign] = await t.db.select().from(stores).where(eq(stores.code, 'AJENA-01'));
    expect(foreign?.distributor_id).toBe(other.id);
    expect((await auditsOf('store', created!.id)).map((a) => a.action)).toEqual(['store.import_create']);
    expect((await auditsOf('store', existing.id)).map((a) => a.action)).toEqual(['store.import_update']);
    expect((await auditsOf('distributor', distributor.id)).map((a) => a.action)).toEqual([
      'distributor.stores_import',
    ]);
  });

  it('is safe to send twice: the second run updates the same stores instead of creating copies', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const distributor = await seedDistributor(t.db);
    const fileBase64 = b64('code,name,postal_code\nREPE-01,Repetida Uno,28001\nREPE-02,Repetida Dos,28002\n');
    const results = [];
    for (let run = 0; run < 2; run++) {
      const start = await ok(
        call(admin.headers, 'POST', `/distributors/${distributor.id}/stores-csv`, { fileBase64 }),
        202,
      );
      await runQueuedJobs(t.db, t.app);
      results.push((await ok(call(admin.headers, 'GET', `/jobs/${start.job_id}`))).result);
    }
    expect(results).toEqual([
      { created: 2, updated: 0, failed: 0, errors: [] },
      { created: 0, updated: 2, failed: 0, errors: [] },
    ]);
    const rows = await t.db.select().from(stores).where(eq(stores.distributor_id, distributor.id));
    expect(rows.map((r) => r.code).sort()).toEqual(['REPE-01', 'REPE-02']);
  });

  it('refuses a file it cannot read, with a clear message', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const distributor = await seedDistributor(t.db);
    const send = (fileBase64: string) =>
      call(admin.headers, 'POST', `/distributors/${distributor.id}/stores-csv`, { fileBase64 });
    const notBase64 = await send('esto no es base64!');
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().message).toBe('El fichero no está codificado en base64');
    const header = await send(b64('ref;titulo\nA1;Tienda'));
    expect(header.statusCode).toBe(422);
    expect(header.json().message).toContain(
      'faltan las columnas Código, Nombre; sobran las columnas ref, titulo',
    );
    const tooMany = await send(
      b64(['code,name', ...Array.from({ length: 5001 }, (_, i) => `C${i},T${i}`)].join('\n')),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('El CSV tiene más de 5000 filas: divídelo');
    const huge = await send(Buffer.alloc(2 * 1024 * 1024 + 10, 'a').toString('base64'));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe('El fichero pasa de 2 MB: divídelo en varios');
    const binary = await send(Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString('base64'));
    expect(binary.statusCode).toBe(422);
    const outside = await call(admin.headers, 'POST', '/distributors/987654/stores-csv', {
      fileBase64: b64('code,name\nA1,Tienda'),
    });
    expect(outside.statusCode).toBe(404);
  });
});
