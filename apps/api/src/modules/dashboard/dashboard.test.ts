import { DASHBOARD_MAX_DAYS, type Dashboard } from '@amparo/contract';
import { ClaimType, EvaluationStatus, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaim } from '../../../test/claim-factories.ts';
import { seedEvaluation, seedPolicy, seedReceipts } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { distributors, payments, paymentTransactions, stores } from '../../db/schema/index.ts';

// GET /dashboard (docs/dashboard.md): figures from seeded rows, in Madrid days, in the caller's scope.

const t = useTestApp();
type Headers = Record<string, string>;
const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

// A past March, so that nothing the other tests write today falls in it. The period is
// 10 to 12 March 2025 (Madrid is UTC+1 then).
const PERIOD = 'from=2025-03-10&to=2025-03-12';

const get = async (headers: Headers, query = PERIOD) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard?${query}`, headers });
const figures = async (headers: Headers, query = PERIOD) => {
  const res = await get(headers, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
};

let admin: { headers: Headers };
let seller: { headers: Headers };
let manager: { headers: Headers };
let storeA: number;
let storeB: number;
let distributorId: number;

beforeAll(async () => {
  const [distributor] = await t.db.insert(distributors).values({ name: 'Panel Ventas SL' }).returning();
  distributorId = distributor!.id;
  const [a, b] = await t.db
    .insert(stores)
    .values([
      { distributor_id: distributorId, code: 'PV-A', name: 'Panel Ventas Centro' },
      { distributor_id: distributorId, code: 'PV-B', name: 'Panel Ventas Norte' },
    ])
    .returning();
  storeA = a!.id;
  storeB = b!.id;
  admin = await seedSession(t.db, Role.ADMIN);
  seller = await seedSession(t.db, Role.STORE_SELLER, { storeIds: [storeA] });
  manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [distributorId] });

  const sale = (created_at: string, input: Parameters<typeof seedPolicy>[1] = {}) =>
    seedPolicy(t.db, {
      status: PolicyStatus.ACTIVE_PAID_SIGNED,
      distributor_id: distributorId,
      store_id: storeA,
      created_at: new Date(created_at),
      ...input,
    });
  // Store A: Móvil Top on the 10th, and one at 23:30 UTC of the 10th, which is 00:30 of the
  // 11th in Madrid; a draft (not sold) on the 10th; one at 23:30 Madrid of the 9th (outside).
  const first = await sale('2025-03-10T10:00:00Z', { product_id: 3, annual_premium_cents: 12_000 });
  const second = await sale('2025-03-10T23:30:00Z', { product_id: 3, annual_premium_cents: 10_000 });
  await sale('2025-03-10T12:00:00Z', { status: PolicyStatus.DRAFT, annual_premium_cents: 99_999 });
  await sale('2025-03-09T22:30:00Z', { annual_premium_cents: 99_999 });
  // Store B: Móvil Básico on the 12th, cancelled since (it was sold all the same).
  await sale('2025-03-12T09:00:00Z', {
    store_id: storeB,
    product_id: 1,
    annual_premium_cents: 5_000,
    status: PolicyStatus.CANCELLED,
  });
  // Online, no distributor: Móvil Top on the 11th.
  await sale('2025-03-11T15:00:00Z', {
    distributor_id: null,
    store_id: null,
    product_id: 3,
    annual_premium_cents: 8_000,
  });

  // Receipts of the first sale: one due on the 10th (unpaid), one due in April (outside).
  await seedReceipts(t.db, first.policy.id, { count: 2, priceCents: 1_000, firstActivation: '2025-03-10' });
  // The second sale's first receipt, due on the 11th, paid by hand that day (23:30 Madrid).
  const { receipts } = await seedReceipts(t.db, second.policy.id, {
    count: 1,
    priceCents: 1_500,
    firstActivation: '2025-03-11',
  });
  await t.db
    .update(payments)
    .set({ pending_amount_cents: 0, payment_date: new Date('2025-03-11T22:30:00Z') })
    .where(eq(payments.id, receipts[0]!.id));
  await t.db.insert(paymentTransactions).values([
    {
      payment_id: receipts[0]!.id,
      kind: 'manual',
      status: 'ok',
      amount_cents: 1_500,
      occurred_at: new Date('2025-03-11T22:30:00Z'),
    },
    // A card charge refused the same day: not collected.
    {
      payment_id: receipts[0]!.id,
      kind: 'charge',
      status: 'ko',
      amount_cents: 1_500,
      occurred_at: new Date('2025-03-11T10:00:00Z'),
    },
  ]);

  // Phone checks waiting: 2 hours, 30 hours and 100 hours; one decided (not waiting).
  for (const [hours, status] of [
    [2, EvaluationStatus.PENDING],
    [30, EvaluationStatus.PENDING],
    [100, EvaluationStatus.PENDING],
    [200, EvaluationStatus.VALIDATED],
  ] as const) {
    const { policy, risk } = await seedPolicy(t.db, { status: PolicyStatus.ACTIVE_PAID_UNSIGNED });
    await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { status, created_at: hoursAgo(hours) },
    );
  }

  // Claims: two water damages and a theft open in store A, one closed; one of store B open.
  const claimable = await sale('2024-06-01T10:00:00Z', { starts_on: '2024-06-01' });
  const inB = await sale('2024-06-01T10:00:00Z', { store_id: storeB, starts_on: '2024-06-01' });
  const onA = { policyId: claimable.policy.id, riskId: claimable.risk.id };
  await seedClaim(t.db, onA, { sent: true });
  await seedClaim(t.db, onA, { sent: true, internal_status: 4 });
  await seedClaim(t.db, onA, { sent: true, claim_type_id: ClaimType.THEFT });
  await seedClaim(t.db, onA, { sent: true, internal_status: 2, closed_at: new Date() });
  await seedClaim(t.db, onA); // a draft, not sent
  await seedClaim(t.db, { policyId: inB.policy.id, riskId: inB.risk.id }, { sent: true });
});

describe('GET /dashboard', () => {
  it('adds up sales per Madrid day and product, per distributor, and the premium written', async () => {
    const d = await figures(admin.headers);
    expect(d.from).toBe('2025-03-10');
    expect(d.sales_by_day).toEqual([
      {
        date: '2025-03-10',
        policies: 1,
        premium_cents: 12_000,
        by_product: [{ product_id: 3, policies: 1 }],
      },
      {
        date: '2025-03-11',
        policies: 2,
        premium_cents: 18_000,
        by_product: [{ product_id: 3, policies: 2 }],
      },
      { date: '2025-03-12', policies: 1, premium_cents: 5_000, by_product: [{ product_id: 1, policies: 1 }] },
    ]);
    expect(d.products).toEqual([
      { product_id: 1, product_name: 'Móvil Básico' },
      { product_id: 3, product_name: 'Móvil Top' },
    ]);
    expect(d.totals).toEqual({ policies: 4, premium_cents: 35_000 });
    expect(d.sales_by_distributor).toEqual([
      {
        distributor_id: distributorId,
        distributor_name: 'Panel Ventas SL',
        policies: 3,
        premium_cents: 27_000,
      },
      { distributor_id: null, distributor_name: null, policies: 1, premium_cents: 8_000 },
    ]);
  });

  it('counts receipts collected and unpaid in the period, in amounts and numbers', async () => {
    const d = await figures(admin.headers);
    expect(d.receipts).toMatchObject({
      collected: { count: 1, cents: 1_500 },
      unpaid: { count: 1, cents: 1_000 },
    });
    expect(d.receipts?.by_day).toEqual([
      { date: '2025-03-10', collected_cents: 0, unpaid_cents: 1_000 },
      { date: '2025-03-11', collected_cents: 1_500, unpaid_cents: 0 },
      { date: '2025-03-12', collected_cents: 0, unpaid_cents: 0 },
    ]);
  });

  it('counts the phone checks waiting now by age, and the open claims by type', async () => {
    const d = await figures(admin.headers);
    expect(d.evaluations_waiting).toMatchObject({
      count: 3,
      under_1_day: 1,
      from_1_to_3_days: 1,
      over_3_days: 1,
    });
    const oldest = Date.parse(d.evaluations_waiting!.oldest_at!);
    expect(Math.round((Date.now() - oldest) / HOUR)).toBe(100);
    expect(d.claims_open).toEqual({
      total: 4,
      by_type: [
        { claim_type_id: ClaimType.WATER_DAMAGE, claim_type_name: 'Daños por agua', open: 3 },
        { claim_type_id: ClaimType.THEFT, claim_type_name: expect.any(String), open: 1 },
      ],
    });
  });

  it("shows a store seller only their store's figures, and nothing of evaluations", async () => {
    const d = await figures(seller.headers);
    expect(d.totals).toEqual({ policies: 2, premium_cents: 22_000 });
    expect(d.sales_by_day.map((day) => day.policies)).toEqual([1, 1, 0]);
    expect(d.sales_by_distributor).toEqual([
      {
        distributor_id: distributorId,
        distributor_name: 'Panel Ventas SL',
        policies: 2,
        premium_cents: 22_000,
      },
    ]);
    expect(d.products).toEqual([{ product_id: 3, product_name: 'Móvil Top' }]);
    expect(d.receipts).toMatchObject({ collected: { count: 1 }, unpaid: { count: 1 } });
    expect(d.claims_open?.total).toBe(3);
    expect(d.evaluations_waiting).toBeNull();

    const otherStore = await seedSession(t.db, Role.STORE_SELLER, { storeIds: [storeB] });
    const b = await figures(otherStore.headers);
    expect(b.totals).toEqual({ policies: 1, premium_cents: 5_000 });
    expect(b.receipts).toMatchObject({ collected: { count: 0, cents: 0 }, unpaid: { count: 0, cents: 0 } });
    expect(b.claims_open?.total).toBe(1);
  });

  it("shows a distributor manager their distributor's stores, not the online sales", async () => {
    const d = await figures(manager.headers);
    expect(d.totals).toEqual({ policies: 3, premium_cents: 27_000 });
    expect(d.claims_open?.total).toBe(4);
    const elsewhere = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [] });
    expect((await figures(elsewhere.headers)).totals).toEqual({ policies: 0, premium_cents: 0 });
  });

  it('gives an empty period every day with zeros', async () => {
    const d = await figures(admin.headers, 'from=2020-02-28&to=2020-03-01');
    expect(d.sales_by_day.map((day) => [day.date, day.policies])).toEqual([
      ['2020-02-28', 0],
      ['2020-02-29', 0],
      ['2020-03-01', 0],
    ]);
    expect(d.sales_by_distributor).toEqual([]);
    expect(d.receipts?.collected).toEqual({ count: 0, cents: 0 });
  });

  it('refuses a missing, malformed, backwards or too long period in Spanish', async () => {
    const missing = await get(admin.headers, 'from=2025-03-10');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/[áéíóúñ]|fecha|obligatori/i);
    expect((await get(admin.headers, 'from=ayer&to=2025-03-10')).statusCode).toBe(400);
    expect((await get(admin.headers, 'from=2025-02-30&to=2025-03-10')).statusCode).toBe(400);

    const backwards = await get(admin.headers, 'from=2025-03-12&to=2025-03-10');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      code: 'DASHBOARD_RANGE_BACKWARDS',
      message: 'La fecha «hasta» no puede ser anterior a la fecha «desde»',
    });
    const long = await get(admin.headers, 'from=2024-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(
      `El periodo del panel puede abarcar ${DASHBOARD_MAX_DAYS} días como mucho`,
    );
    // A whole leap year is the longest period allowed.
    expect((await get(admin.headers, 'from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('is refused to a customer (403) and to an anonymous caller (401)', async () => {
    const customer = await seedSession(t.db, Role.POLICYHOLDER);
    expect((await get(customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboard?${PERIOD}` })).statusCode).toBe(401);
  });
});
