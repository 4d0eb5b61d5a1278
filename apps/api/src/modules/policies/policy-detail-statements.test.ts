import { Role } from '@amparo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking } from '../../../test/factories.ts';
import { statementsDuring } from '../../../test/statement-log.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let monthly: { id: number };
let yearly: { id: number };

beforeAll(async () => {
  const book = async (body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: '/api/policies', payload: body })).json();
  monthly = await book(buildBooking({ store_id: DEMO_STORE_ID }));
  yearly = await book(buildBooking({ periodicity: 12 }));
});

// The back office's busiest read (bench:api, docs/performance.md): it ran 17 statements with
// `in (…)` lists as long as the policy's risks and receipts, which neither PostgreSQL nor
// preparedFor could reuse. Now: the login token and its user, the policy with its store's name,
// the policy with its product, its risks with their items, its receipts, payment methods,
// discounts, its latest renewal (LCS art. 22), its suplementos, the receipts' movements (which the dunning
// reads too), and how the unpaid ones are collected (only when a receipt is unpaid); the same texts
// whatever the counts.
describe('GET /api/policies/{id}', () => {
  it('runs twelve statements, the same ones for any policy with an unpaid receipt', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const detail = async (id: number) =>
      statementsDuring(t.db, async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/policies/${id}`, headers: admin.headers });
        expect(res.statusCode).toBe(200);
      });
    const ofMonthly = await detail(monthly.id);
    expect(ofMonthly).toHaveLength(12);
    expect([...(await detail(yearly.id))].sort()).toEqual([...ofMonthly].sort());
    expect(ofMonthly.filter((text) => / in \(/.test(text))).toEqual([]);
  });
});
