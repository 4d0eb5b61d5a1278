import { Role } from '@amparo/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedUser } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

const t = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await seedSession(t.db, Role.ADMIN)).headers;
  await seedUser(t.db, { email: 'existe@amparo.test' });
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const upload = (fileBase64: string, skipInvalid?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/users-csv',
    headers,
    payload: { fileBase64, ...(skipInvalid === undefined ? {} : { skipInvalid }) },
  });
const followJob = async (id: number, as = headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: as });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const countUsers = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

const mixed = [
  'email,name,surname1,role,phone,documentCode',
  'ana@amparo.test,Ana,García,agent,612345678,',
  'no-es-correo,Luis,Pardo,expert,,',
  'existe@amparo.test,Eva,Sanz,agent,,',
  'carlos@amparo.test,Carlos,Núñez,jefe,,',
  'ana@amparo.test,Ana bis,García,agent,,',
  'dni@amparo.test,Dani,Ibáñez,expert,,12345678A',
].join('\n');

describe('POST /api/users/users-csv', () => {
  it('creates nothing from a file with errors and reports each row and field', async () => {
    const before = await countUsers();
    const res = await upload(b64(mixed));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/5 error/);
    expect(res.json().errors).toEqual([
      { row: 3, field: 'email', message: 'El correo electrónico no es válido' },
      { row: 4, field: 'email', message: 'Ya existe un usuario con ese correo electrónico' },
      { row: 5, field: 'role', message: 'Rol desconocido' },
      { row: 6, field: 'email', message: 'Correo repetido en el fichero (fila 2)' },
      { row: 7, field: 'documentCode', message: 'El DNI, NIE o CIF no es válido' },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('creates the valid rows when asked to skip bad ones', async () => {
    const res = await upload(b64(mixed), true);
    expect(res.statusCode).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const job = await followJob(res.json().job_id);
    expect(job).toMatchObject({ status: 'done', progress: { done: 6, total: 6, errors: 5 } });
    expect(job.result).toMatchObject({ created: 1, skipped: 5 });
    expect(job.result.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6, 7]);
    const [ana] = await t.db.select().from(users).where(eq(users.email, 'ana@amparo.test'));
    expect(ana).toMatchObject({ role: 'agent', surname1: 'García', password_hash: null });
  });

  it('reads semicolons, a BOM and quoted fields', async () => {
    const res = await upload(
      b64('\uFEFFemail;name;surname1;role\n"luz@amparo.test";"Luz; María";Ortega;EXPERT\n'),
    );
    expect(res.statusCode).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const [luz] = await t.db.select().from(users).where(eq(users.email, 'luz@amparo.test'));
    expect(luz).toMatchObject({ name: 'Luz; María', role: 'expert' });
  });

  it.each([
    {
      what: 'text that is not base64',
      file: 'esto no es base64!',
      status: 400,
      message: /no está codificado en base64/,
    },
    {
      what: 'a binary file',
      file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x00]).toString('base64'),
      status: 422,
      message: /no es un CSV de texto/,
    },
    {
      what: 'a header without role',
      file: b64('email,name\na@amparo.test,A\n'),
      status: 422,
      message: /faltan las columnas Rol/,
    },
    {
      what: 'an unknown column',
      file: b64('email,name,role,edad\na@amparo.test,A,agent,40\n'),
      status: 422,
      message: /sobran las columnas edad/,
    },
    { what: 'only a header', file: b64('email,name,role\n'), status: 422, message: /no tiene filas/ },
    {
      what: 'broken quotes',
      file: b64('email,name,role\n"a@amparo.test,A,agent\n'),
      status: 422,
      message: /no se puede leer/,
    },
    { what: 'an empty file field', file: '', status: 400, message: /vacío/ },
  ])('answers $what with $status', async ({ file, status, message }) => {
    const before = await countUsers();
    const res = await upload(file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await countUsers()).toBe(before);
  });
});
