import { PolicyStatus } from '@amparo/domain';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { payments, policies } from '../schema/index.ts';
import { seedDemoNetwork } from './seed-demo-data.ts';
import { DEMO_HISTORY_SALES, seedDemoHistory } from './seed-demo-history.ts';

describe('demo sales history (npm start)', () => {
  const t = useTestApp();

  it('books a month of phone, laptop and TV sales in six stores, two in three first receipts paid, once', async () => {
    await seedDemoNetwork(t.db);
    const now = new Date('2026-11-23T10:00:00Z');
    await seedDemoHistory(t.db, now, 'http://localhost:3000');
    await seedDemoHistory(t.db, now, 'http://localhost:3000');
    const sold = await t.db
      .select({ store: policies.store_id, day: sql<string>`(${policies.created_at})::date::text` })
      .from(policies)
      .where(like(policies.email, 'demo.venta%'));
    expect(sold).toHaveLength(DEMO_HISTORY_SALES);
    expect(new Set(sold.map((row) => row.store)).size).toBe(6);
    const days = new Set(sold.map((row) => row.day));
    expect(days.size).toBe(30);
    expect([...days].every((day) => day >= '2026-10-24' && day <= '2026-11-23')).toBe(true);
    const paidFirst = await t.db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(policies, eq(policies.id, payments.policy_id))
      .where(
        and(
          like(policies.email, 'demo.venta%'),
          eq(payments.sequence, 1),
          eq(payments.pending_amount_cents, 0),
          isNull(payments.deleted_at),
        ),
      );
    expect(paidFirst).toHaveLength(24);
    // The paid laptops and TVs are in force (no phone check); the phones wait for theirs.
    const inForce = await t.db
      .select({ product: policies.product_id })
      .from(policies)
      .where(
        and(like(policies.email, 'demo.venta%'), eq(policies.status, PolicyStatus.ACTIVE_PAID_UNSIGNED)),
      );
    expect(inForce.length).toBeGreaterThan(10);
    expect(inForce.every((row) => row.product >= 15)).toBe(true);
  });
});
