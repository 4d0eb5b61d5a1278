import { Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { lastMailTo, seedPolicy, seedUser } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, distributors, policies, stores, users } from '../../db/schema/index.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof seedSession>>;
beforeAll(async () => {
  admin = await seedSession(t.db, Role.ADMIN);
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const newUser = {
  email: 'Marta.Ruiz@Amparo.test',
  name: 'Marta',
  surname1: 'Ruiz',
  role: 'agent',
  password: 'clave-de-marta-1',
  phone: '+34 699 11 22 33',
  documentCode: '12345678z',
};

describe('users CRUD', () => {
  it('creates a user with a hashed password, normalised email, phone and DNI, and audits it', async () => {
    const res = await call('POST', '/api/users', newUser);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'marta.ruiz@amparo.test',
      phone: '699112233',
      documentCode: '12345678Z',
      documentType: 'DNI',
      employee: 'N',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entity_id, String(body.id))));
    expect(audit?.after).toMatchObject({ password_hash: '[oculto]' });
  });

  it('refuses a taken email (any case) with 409', async () => {
    await seedUser(t.db, { role: 'agent', email: 'repetida@amparo.test' });
    const res = await call('POST', '/api/users', { ...newUser, email: 'REPETIDA@Amparo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ya existe un usuario con ese correo electrónico');
  });

  it.each([
    { what: 'a bad DNI', patch: { documentCode: '12345678A' }, message: /DNI, NIE o CIF no es válido/ },
    { what: 'an unknown role', patch: { role: 'superadmin' }, message: /Rol desconocido/ },
    {
      what: 'a policyholder role',
      patch: { role: 'policyholder' },
      message: /tomadores entran con un código/,
    },
    { what: 'a short password', patch: { password: 'corta' }, message: /al menos 10 caracteres/ },
  ])('refuses $what with a Spanish field message', async ({ patch, message }) => {
    const res = await call('POST', '/api/users', { ...newUser, email: 'otro@amparo.test', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('lists with search, role filter and pagination', async () => {
    // Its own names, and an agent of the same name that the role filter must leave out,
    // so that users made by other tests cannot change the counts.
    for (let i = 0; i < 3; i++) await seedUser(t.db, { role: 'expert', name: `Lister${i}` });
    await seedUser(t.db, { role: 'agent', name: 'Lister9' });
    const page = await call('GET', '/api/users?filter[role]=expert&filter[search]=lister&per_page=2&page=1');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    expect(page.json().data.every((u: { role: string }) => u.role === 'expert')).toBe(true);
    expect(page.json().meta).toMatchObject({ total: 3, per_page: 2 });
    const search = await call('GET', '/api/users?filter[search]=lister1');
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((u: { name: string }) => u.name)).toEqual(['Lister1']);
  });

  it("updates, and a role change ends the user's sessions", async () => {
    const target = await seedSession(t.db, Role.AGENT);
    const res = await call('PATCH', `/api/users/${target.user.id}`, { role: 'expert', surname2: 'López' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'expert', surname2: 'López' });
    expect((await call('GET', '/api/users/me', undefined, target.headers)).statusCode).toBe(401);
  });

  it('soft-deletes, frees the email, and refuses deleting yourself', async () => {
    const target = await seedUser(t.db, { role: 'agent', email: 'baja@amparo.test' });
    expect((await call('DELETE', `/api/users/${target.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/users/${target.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/users', { ...newUser, email: 'baja@amparo.test' })).statusCode).toBe(
      201,
    );
    const self = await call('DELETE', `/api/users/${admin.user.id}`);
    expect(self.statusCode).toBe(422);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('PATCH', '/api/users/999999', { name: 'Nadie' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Usuario no encontrado');
  });
});

describe('assignments and scopes', () => {
  it('assigns to a distributor and a store, idempotently, and unassigns', async () => {
    const seller = await seedUser(t.db, { role: 'store_seller' });
    expect((await call('POST', `/api/users/${seller.id}/stores/${DEMO_STORE_ID}`)).statusCode).toBe(204);
    expect((await call('POST', `/api/users/${seller.id}/stores/${DEMO_STORE_ID}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/users/${seller.id}`)).json().store_ids).toEqual([DEMO_STORE_ID]);
    expect((await call('POST', `/api/users/${seller.id}/distributors/4242`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${seller.id}/stores/${DEMO_STORE_ID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/users/${seller.id}/stores/${DEMO_STORE_ID}`)).statusCode).toBe(404);
  });

  it('shows a distributor manager only the staff of its distributor, and 404 for others', async () => {
    // The manager runs the demo distributor; a second distributor has a store and a seller of its own.
    const [rival] = await t.db.insert(distributors).values({ name: 'Distribuidora rival' }).returning();
    const [rivalStore] = await t.db
      .insert(stores)
      .values({ distributor_id: rival!.id, code: 'RIV-001', name: 'Tienda rival' })
      .returning();
    const manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, {
      distributorIds: [DEMO_DISTRIBUTOR_ID],
    });
    const own = await seedSession(t.db, Role.STORE_SELLER, { name: 'Propio', storeIds: [DEMO_STORE_ID] });
    const other = await seedSession(t.db, Role.STORE_SELLER, { name: 'Ajeno', storeIds: [rivalStore!.id] });
    const list = await call('GET', '/api/users?per_page=200', undefined, manager.headers);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((u: { id: number }) => u.id);
    expect(ids).toContain(own.user.id);
    expect(ids).toContain(manager.user.id);
    expect(ids).not.toContain(other.user.id);
    expect(ids).not.toContain(admin.user.id);
    expect((await call('GET', `/api/users/${own.user.id}`, undefined, manager.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${other.user.id}`, undefined, manager.headers)).statusCode).toBe(
      404,
    );
    // The rival's own manager sees it the other way round.
    const rivalManager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [rival!.id] });
    const rivalIds = (await call('GET', '/api/users?per_page=200', undefined, rivalManager.headers))
      .json()
      .data.map((u: { id: number }) => u.id);
    expect(rivalIds).toContain(other.user.id);
    expect(rivalIds).not.toContain(own.user.id);
  });
});

describe('personal data', () => {
  it("exports a policyholder's data as JSON and audits it", async () => {
    const holder = await seedUser(t.db, { role: 'policyholder', email: 'tomador@amparo.test' });
    await seedPolicy(t.db, { policyholder_id: holder.id, email: holder.email });
    const res = await call('GET', `/api/users/${holder.id}/personal-data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/datos-personales/);
    expect(res.json().user.email).toBe('tomador@amparo.test');
    expect(res.json().policies).toHaveLength(1);
  });

  it('anonymises on erasure, keeps the policy, and a store seller cannot do it', async () => {
    const holder = await seedUser(t.db, {
      role: 'policyholder',
      email: 'borrar@amparo.test',
      phone: '611222333',
    });
    const { policy } = await seedPolicy(t.db, {
      policyholder_id: holder.id,
      email: holder.email,
      complete_name: 'Pepa Pérez',
    });
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    expect((await call('POST', `/api/users/${holder.id}/erase`, undefined, seller.headers)).statusCode).toBe(
      403,
    );
    const res = await call('POST', `/api/users/${holder.id}/erase`);
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, holder.id));
    expect(user).toMatchObject({
      name: 'Anonimizado',
      phone: null,
      email: `anonimizado-${holder.id}@amparo.invalid`,
    });
    const [kept] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(kept).toMatchObject({
      number: policy.number,
      complete_name: 'Anonimizado',
      premium_cents: policy.premium_cents,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'personal_data.erase'));
    expect(JSON.stringify(audit)).not.toMatch(/Pepa|borrar@amparo/);
  });
});

describe('CSV export link', () => {
  it('works with a short-lived export token and never with the login token', async () => {
    const token = (await call('POST', '/api/exports/token', { resource: 'users' })).json().token;
    const csv = await t.app.inject({ method: 'GET', url: `/api/users?export_csv=1&token=${token}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFId;Correo electrónico;Nombre;Primer apellido;Segundo apellido;Rol;Teléfono;Documento;Empleado;Último acceso;Alta',
    );
    const withLogin = await t.app.inject({
      method: 'GET',
      url: `/api/users?export_csv=1&token=${admin.token}`,
    });
    expect(withLogin.statusCode).toBe(401);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    expect((await call('POST', '/api/exports/token', { resource: 'users' }, seller.headers)).statusCode).toBe(
      403,
    );
  });

  it('mails an invitation to users created by CSV', async () => {
    const csv = 'email;name;role\ninvitado@amparo.test;Invitado;expert\n';
    const res = await call('POST', '/api/users/users-csv', {
      fileBase64: Buffer.from(csv).toString('base64'),
    });
    expect(res.statusCode).toBe(202);
    await runQueuedJobs(t.db, t.app);
    expect((await lastMailTo(t.db, 'invitado@amparo.test'))?.text_body).toMatch(
      /restablecer-contrasena\?token=/,
    );
  });
});
