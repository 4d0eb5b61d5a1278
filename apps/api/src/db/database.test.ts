import { ClaimType, PolicyStatus } from '@amparo/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  auditLog,
  claimTypes,
  distributors,
  genericItems,
  payments,
  policies,
  products,
  productTypes,
  riskMobiles,
  storeLandings,
  stores,
} from './schema/index.ts';
import { seedDatabase } from './seed/index.ts';
import { DEMO_CUSTOMER_EMAIL, seedDemoSales } from './seed/seed-demo-sales.ts';

const t = useTestApp();

/** Runs `fn` and returns the Postgres error code it fails with. */
async function pgErrorCode(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn();
  } catch (error) {
    let e: unknown = error;
    while (e && !(e as { code?: string }).code) e = (e as { cause?: unknown }).cause;
    return (e as { code?: string } | undefined)?.code;
  }
  return undefined;
}

describe(`database (${process.env.AMPARO_TEST_DB ?? 'pglite'})`, () => {
  it('has the product types, products and claim types of spec 9', async () => {
    const types = await t.db.select({ id: productTypes.id }).from(productTypes).orderBy(productTypes.id);
    expect(types.map((r) => r.id)).toEqual([1, 3, 4, 5, 6, 7]);
    const productIds = (await t.db.select({ id: products.id }).from(products)).map((r) => r.id);
    expect(productIds).toEqual(expect.arrayContaining([1, 2, 3, 15, 16, 17, 19, 20, 21]));
    const [claimCount] = await t.db.select({ n: count() }).from(claimTypes);
    expect(claimCount?.n).toBe(20);
    const [breakdown] = await t.db.select().from(claimTypes).where(eq(claimTypes.id, ClaimType.BREAKDOWN));
    expect(breakdown?.product_type_ids).toContain(4);
  });

  it('seeds idempotently: a second and third run add nothing', async () => {
    const counts = async () => ({
      items: (await t.db.select({ n: count() }).from(genericItems))[0]?.n,
      products: (await t.db.select({ n: count() }).from(products))[0]?.n,
      distributors: (await t.db.select({ n: count() }).from(distributors))[0]?.n,
      stores: (await t.db.select({ n: count() }).from(stores))[0]?.n,
    });
    const options = {
      adminEmail: 'admin@amparo.test',
      adminPassword: 'una-clave-larga',
      demoData: true,
      production: false,
    };
    const first = await seedDatabase(t.db, options);
    const before = await counts();
    const second = await seedDatabase(t.db, options);
    expect(first.adminCreated).toBe(true);
    expect(second.adminCreated).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.items).toBeGreaterThan(40);
    // The demo network: three distributors and the template's store plus seven more across Spain.
    expect(before).toMatchObject({ distributors: 3, stores: 8 });
  });

  it('seeds the demo sale once: a store page, its discount and one booked policy', async () => {
    await seedDemoSales(t.db, new Date(), 'http://localhost:3000');
    await seedDemoSales(t.db, new Date(), 'http://localhost:3000');
    const rows = await t.db.select().from(policies);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: DEMO_CUSTOMER_EMAIL, status: 1, store_id: 1 });
    const [landing] = await t.db.select().from(storeLandings);
    expect(landing?.slug).toBe('movilmarket-gran-via');
  });

  it('keeps the identity sequence ahead of the seeded ids', async () => {
    const [created] = await t.db
      .insert(products)
      .values({ product_type_id: 1, name: 'Producto nuevo' })
      .returning({ id: products.id });
    expect(created!.id).toBeGreaterThan(21);
  });

  it('lets an IMEI be active on one policy at a time', async () => {
    const imei = '490154203237518';
    await seedPolicy(t.db, { imei, status: PolicyStatus.ACTIVE_PAID_SIGNED });
    expect(await pgErrorCode(() => seedPolicy(t.db, { imei }))).toBe('23505');
  });

  it('frees the IMEI once the first policy is no longer active', async () => {
    const imei = '356938035643809';
    const first = await seedPolicy(t.db, { imei });
    await t.db.update(riskMobiles).set({ imei_active: false }).where(eq(riskMobiles.id, first.mobile.id));
    const second = await seedPolicy(t.db, { imei });
    expect(second.mobile.imei).toBe(imei);
  });

  it('rejects a malformed IMEI and an unknown policy status', async () => {
    expect(await pgErrorCode(() => seedPolicy(t.db, { imei: '12345' }))).toBe('23514');
    expect(await pgErrorCode(() => seedPolicy(t.db, { status: 9 }))).toBe('23514');
  });

  it('rejects a receipt whose pending amount exceeds its price', async () => {
    const { policy } = await seedPolicy(t.db);
    const insert = (price: number, pending: number) =>
      t.db.insert(payments).values({
        policy_id: policy.id,
        sequence: price,
        price_cents: price,
        pending_amount_cents: pending,
        activation_date: '2026-12-01',
      });
    expect(await pgErrorCode(() => insert(1000, 1500))).toBe('23514');
    expect(await pgErrorCode(() => insert(-500, 200))).toBe('23514');
    await insert(-500, -500);
  });

  it('makes audit rows immutable', async () => {
    await t.db.insert(auditLog).values({ action: 'test.create', entity_type: 'test', entity_id: '1' });
    expect(await pgErrorCode(() => t.db.update(auditLog).set({ action: 'changed' }))).toBe('42501');
    expect(await pgErrorCode(() => t.db.delete(auditLog))).toBe('42501');
    const [row] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'test.create'`);
    expect(row?.n).toBe(1);
  });
});
