import { Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies, stores } from '../../db/schema/index.ts';

const t = useTestApp();
let inStore: { id: number; number: string };
let online: { id: number; number: string };
let otherStoreId: number;

beforeAll(async () => {
  const [other] = await t.db
    .insert(stores)
    .values({ distributor_id: DEMO_DISTRIBUTOR_ID, code: 'MM-BCN-001', name: 'MóvilMarket Barcelona' })
    .returning();
  otherStoreId = other!.id;
  const book = async (body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: '/api/policies', payload: body })).json();
  inStore = await book(buildBooking({ store_id: DEMO_STORE_ID }));
  online = await book(buildBooking());
  await book(buildBooking({ store_id: otherStoreId }));
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('policies in the back office', () => {
  it('lists every policy to an agent, newest first, with filters', async () => {
    const agent = await seedSession(t.db, Role.AGENT);
    const all = await get('/api/policies', agent.headers);
    expect(all.json().meta.total).toBe(3);
    const byStore = await get(`/api/policies?filter[store_id]=${DEMO_STORE_ID}`, agent.headers);
    expect(byStore.json().data.map((p: { number: string }) => p.number)).toEqual([inStore.number]);
    expect(byStore.json().data[0]).toMatchObject({
      store_name: 'MóvilMarket Madrid Gran Vía',
      devices: ['Apple iPhone 16 Pro'],
      status_name: 'Borrador',
    });
    const bySearch = await get(`/api/policies?filter[search]=${online.number}`, agent.headers);
    expect(bySearch.json().data).toHaveLength(1);
  });

  it("shows a store seller only its store's policies, and 404 for the others", async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const list = await get('/api/policies', seller.headers);
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([inStore.id]);
    expect((await get(`/api/policies/${inStore.id}`, seller.headers)).statusCode).toBe(200);
    const other = await get(`/api/policies/${online.id}`, seller.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Póliza no encontrada');
  });

  it("shows a distributor manager its distributor's stores' policies but not online ones", async () => {
    const manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER);
    const list = await get('/api/policies', manager.headers);
    expect(list.json().meta.total).toBe(2);
    expect(list.json().data.map((p: { id: number }) => p.id)).not.toContain(online.id);
  });

  it('gives the detail with risks, receipts and their display status', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const res = await get(`/api/policies/${online.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.policy_risks[0]).toMatchObject({ risk_type: 1, name: 'Apple iPhone 16 Pro' });
    expect(body.policy_payments).toHaveLength(12);
    expect(body.policy_payments[11].display_status).toBe('PROGRAMADO');
    expect(body.payment_methods[0]).toMatchObject({ type: 1 });
  });

  it('exports the list as a Spanish spreadsheet CSV with an export token', async () => {
    // A policy taken late on 31 July (UTC) is dated 1 August in Madrid.
    await t.db
      .update(policies)
      .set({ created_at: new Date('2026-07-31T22:30:00Z') })
      .where(eq(policies.id, online.id));
    const admin = await seedSession(t.db, Role.ADMIN);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/exports/token',
        headers: admin.headers,
        payload: { resource: 'policies' },
      })
    ).json().token;
    const csv = await t.app.inject({ method: 'GET', url: `/api/policies?export_csv=1&token=${token}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFNúmero;Estado;Producto;Tomador;Correo electrónico;Teléfono;Dispositivos;Periodicidad;' +
        'Prima por recibo (€);Prima anual (€);Tienda;Alta',
    );
    expect(lines).toHaveLength(5); // header, three policies, and the final line end
    const cells = lines.find((line) => line.startsWith(online.number))?.split(';');
    expect(cells).toEqual([
      online.number,
      'Borrador',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'Apple iPhone 16 Pro',
      'Mensual',
      expect.stringMatching(/^\d+,\d{2}$/),
      expect.stringMatching(/^\d+,\d{2}$/),
      'Venta directa',
      '01/08/2026 00:30',
    ]);
    expect(csv.body).not.toContain('€;');
    expect(lines.find((line) => line.startsWith(inStore.number))).toContain(';MóvilMarket Madrid Gran Vía;');
  });
});
