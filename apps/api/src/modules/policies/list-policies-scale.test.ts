import { POLICY_COUNT_CAP } from '@amparo/contract';
import { EvaluationStatus, PolicyStatus, Role } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { distributors, stores } from '../../db/schema/index.ts';

// The policy list's filters, search, orders, keyset cursor, capped count and streamed CSV export
// (docs/performance.md). 10,050 bulk policies make the count pass its cap and the export run over five chunks.
const t = useTestApp();
const BULK = POLICY_COUNT_CAP + 50;
let otherDistributorId: number;
let otherStoreId: number;
const named: Record<string, { id: number; number: string }> = {};

beforeAll(async () => {
  const [distributor] = await t.db.insert(distributors).values({ name: 'Red Levante' }).returning();
  otherDistributorId = distributor!.id;
  const [store] = await t.db
    .insert(stores)
    .values({ distributor_id: otherDistributorId, code: 'LEV-001', name: 'Levante Centro' })
    .returning();
  otherStoreId = store!.id;
  const seed = async (key: string, input: Parameters<typeof seedPolicy>[1]) => {
    const { policy } = await seedPolicy(t.db, input);
    named[key] = { id: policy.id, number: policy.number };
  };
  await seed('imei', {
    complete_name: 'Irene Castro Ruiz',
    email: 'irene.castro@correo.test',
    imei: '356938035643809',
    premium_cents: 99_999,
    evaluation_status: EvaluationStatus.PENDING,
    created_at: new Date('2026-03-01T10:00:00Z'),
  });
  await seed('formula', {
    complete_name: '=HYPERLINK("http://x.test","pulsa")',
    email: 'formula@correo.test',
    store_id: otherStoreId,
    distributor_id: otherDistributorId,
    premium_cents: 1,
    evaluation_status: EvaluationStatus.REJECTED,
    created_at: new Date('2026-03-02T10:00:00Z'),
  });
  await seed('store', {
    complete_name: 'Sergio Tienda Propia',
    store_id: DEMO_STORE_ID,
    distributor_id: DEMO_DISTRIBUTOR_ID,
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    created_at: new Date('2026-03-03T10:00:00Z'),
  });
  // The bulk: same instant for many rows, so the keyset's id tie-break is exercised.
  await t.db.execute(sql`
    insert into policies (number, status, product_id, product_type_id, complete_name, email, phone,
      premium_cents, annual_premium_cents, evaluation_status, created_at)
    select 'AMP-BULK-' || lpad(i::text, 6, '0'), case when i % 4 = 0 then 4 else 3 end, 3, 1,
      'Cliente Masivo ' || i, 'masivo' || i || '@correo.test', '600000000', 500 + i % 700, (500 + i % 700) * 12, 3,
      timestamptz '2025-01-01 00:00:00+00' + ((i / 3) || ' minutes')::interval
    from generate_series(1, ${BULK}) i`);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
type Page = {
  data: { id: number; number: string; premium: number; complete_name: string; created_at: string }[];
  meta: { total: number; total_capped: boolean; has_more: boolean; next_cursor: string | null; page: number };
};

describe('the policy list at scale', () => {
  it('caps the count above 10,000 and says so; counts exactly below', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const all: Page = (await get('/api/policies', admin.headers)).json();
    expect(all.meta).toMatchObject({ total: POLICY_COUNT_CAP, total_capped: true, has_more: true });
    const cancelled: Page = (await get('/api/policies?filter[status]=4', admin.headers)).json();
    expect(cancelled.meta).toMatchObject({ total: Math.floor(BULK / 4), total_capped: false });
  });

  it('filters by evaluation status and distributor', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const pending: Page = (await get('/api/policies?filter[evaluation_status]=2', admin.headers)).json();
    expect(pending.data.map((p) => p.id)).toEqual([named.imei!.id]);
    const byDistributor: Page = (
      await get(`/api/policies?filter[distributor_id]=${otherDistributorId}`, admin.headers)
    ).json();
    expect(byDistributor.data.map((p) => p.id)).toEqual([named.formula!.id]);
    const bad = await get('/api/policies?filter[evaluation_status]=9', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Estado de peritación no válido');
  });

  it('searches number, name, email and any part of an IMEI', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const ids = async (search: string) =>
      (
        (
          await get(`/api/policies?filter[search]=${encodeURIComponent(search)}`, admin.headers)
        ).json() as Page
      ).data.map((p) => p.id);
    expect(await ids('356938035643809')).toEqual([named.imei!.id]);
    expect(await ids('0356438')).toEqual([named.imei!.id]);
    expect(await ids('CASTRO ruiz')).toEqual([named.imei!.id]);
    expect(await ids('irene.castro@')).toEqual([named.imei!.id]);
    expect(await ids(named.store!.number)).toEqual([named.store!.id]);
    expect(await ids('AMP-BULK-010049')).toHaveLength(1);
    expect(await ids('100%')).toEqual([]);
    const short = await get('/api/policies?filter[search]=ab', admin.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('al menos 3 caracteres');
  });

  it('counts and pages a search exactly up to the cap, and says more above it', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    // 'Masivo 10' is in 'Cliente Masivo 10', 100 to 109, 1000 to 1099 and 10000 to 10050: 162.
    const seen: Page['data'] = [];
    for (let page = 1; page <= 7; page++) {
      const body: Page = (
        await get(`/api/policies?filter[search]=Masivo%2010&page=${page}`, admin.headers)
      ).json();
      expect(body.meta).toMatchObject({ total: 162, total_capped: false, has_more: page < 7 });
      seen.push(...body.data);
    }
    expect(new Set(seen.map((p) => p.id)).size).toBe(162);
    const order = seen.map((p) => [p.created_at, p.id] as const);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(order).toEqual(sorted);
    const byPremium: Page = (
      await get('/api/policies?filter[search]=Masivo%2010&sort=-premium&per_page=1', admin.headers)
    ).json();
    expect(byPremium.data[0]!.premium).toBe(Math.max(...seen.map((p) => p.premium)));

    const common: Page = (await get('/api/policies?filter[search]=masivo', admin.headers)).json();
    expect(common.meta).toMatchObject({ total: POLICY_COUNT_CAP, total_capped: true, has_more: true });
    expect(common.data[0]!.number).toBe(`AMP-BULK-0${BULK}`);
  });

  it('sorts by premium, name and number both ways', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const first = async (sort: string) =>
      ((await get(`/api/policies?sort=${sort}&per_page=1`, admin.headers)).json() as Page).data[0]!;
    expect((await first('-premium')).id).toBe(named.imei!.id);
    expect((await first('premium')).id).toBe(named.formula!.id);
    expect((await first('-complete_name')).id).toBe(named.store!.id);
    expect((await first('complete_name')).id).not.toBe(named.store!.id);
    expect((await first('-number')).number).toBe(named.store!.number); // AMP-TEST-… after AMP-BULK-…
    expect((await first('-created_at')).id).toBe(named.store!.id);
    const bad = await get('/api/policies?sort=email', admin.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('walks the list by cursor with the same rows as by page, and refuses a foreign cursor', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const byPage: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const body: Page = (
        await get(`/api/policies?per_page=200&page=${page}&sort=created_at`, admin.headers)
      ).json();
      byPage.push(...body.data.map((p) => p.id));
    }
    const byCursor: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++) {
      const url: string = `/api/policies?per_page=200&sort=created_at${cursor ? `&cursor=${cursor}` : ''}`;
      const body: Page = (await get(url, admin.headers)).json();
      byCursor.push(...body.data.map((p) => p.id));
      cursor = body.meta.next_cursor;
    }
    expect(byCursor).toEqual(byPage);
    expect(new Set(byCursor).size).toBe(600);
    const foreign = await get(`/api/policies?sort=-premium&cursor=${cursor}`, admin.headers);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('cursor');
    const last: Page = (
      await get(`/api/policies?filter[distributor_id]=${otherDistributorId}`, admin.headers)
    ).json();
    expect(last.meta).toMatchObject({ has_more: false, next_cursor: null });
  });
});

describe('the streamed policy CSV', () => {
  const exportCsv = async (headers: Record<string, string>, query = '') => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/exports/token',
        headers,
        payload: { resource: 'policies' },
      })
    ).json().token;
    return t.app.inject({ method: 'GET', url: `/api/policies?export_csv=1&token=${token}${query}` });
  };

  it('exports every matching row past the old caps, once each, with headers and formulas defused', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const csv = await exportCsv(admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="polizas.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFNúmero;Estado;/);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(BULK + 3);
    expect(new Set(rows.map((line) => line.split(';')[0])).size).toBe(BULK + 3);
    expect(lines.at(-1)).toBe('');
    const formula = rows.find((line) => line.startsWith(named.formula!.number))!;
    expect(formula).toContain(`;"'=HYPERLINK(""http://x.test"",""pulsa"")";`);
    expect(formula).toContain(';Levante Centro;');
  });

  it("applies the screen's filters and search", async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const cancelled = await exportCsv(admin.headers, '&filter[status]=4');
    expect(cancelled.body.split('\r\n').slice(1, -1)).toHaveLength(Math.floor(BULK / 4));
    const searched = await exportCsv(admin.headers, '&filter[search]=0356438');
    const rows = searched.body.split('\r\n').slice(1, -1);
    expect(rows.map((line) => line.split(';')[0])).toEqual([named.imei!.number]);
  });

  it("gives a distributor manager only its distributor's policies; a store seller may not export", async () => {
    const manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER);
    const csv = await exportCsv(manager.headers);
    const rows = csv.body.split('\r\n').slice(1, -1);
    expect(rows.map((line) => line.split(';')[0])).toEqual([named.store!.number]);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/exports/token',
      headers: seller.headers,
      payload: { resource: 'policies' },
    });
    expect(token.statusCode).toBe(403);
    const list = (await get('/api/policies?filter[search]=Tienda Propia', seller.headers)).json() as Page;
    expect(list.data.map((p) => p.id)).toEqual([named.store!.id]);
    const elsewhere = (await get('/api/policies?filter[search]=0356438', seller.headers)).json() as Page;
    expect(elsewhere.data).toEqual([]);
  });
});
