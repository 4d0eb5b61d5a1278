import { addDays, madridDate, Periodicity, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { policyRenewals, policyRisks } from '../../db/schema/index.ts';
import { announceRenewals } from './announce-renewals.ts';

// A product's own depreciation table in the catalog prices its renewals (docs/contract.md
// "Renewal"); a table that cannot be one is refused with the reason.

const clock = manualClock('2026-12-30T10:00:00Z');
const t = useTestApp({ clock });
const api = apiClientOf(t);

/** Móvil Intermedio keeping 60 % of the value after a year, and a policy of it for an 800 € phone
 * whose year ends on 23 February. */
async function intermediatePolicyWithTable() {
  const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
  const product = await api.ok('updateProduct', {
    token: admin.token,
    params: { id: 2 },
    body: { renewal_depreciation: [100, 60] },
  });
  const endsOn = '2027-02-23';
  const seeded = await seedPolicy(t.db, {
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    product_id: 2,
    periodicity: Periodicity.MONTHLY,
    starts_on: addDays(endsOn, -364),
    ends_on: endsOn,
    device_value_cents: 80_000,
  });
  return { ...seeded, product };
}

const announce = () =>
  announceRenewals(
    t.db,
    { date: madridDate(clock.now())! },
    { leadMonths: 2, publicUrl: null, now: clock.now() },
  );

describe('the catalog’s depreciation table', () => {
  it('prices the renewal with the product’s table instead of the default one', async () => {
    const { policy, product } = await intermediatePolicyWithTable();
    expect(product.renewal_depreciation).toEqual([100, 60]);
    await announce();
    const [renewal] = await t.db.select().from(policyRenewals).where(eq(policyRenewals.policy_id, policy.id));
    // 60 % of 800 € is 480 €: Móvil Intermedio's band of 300 to 600 €, 6,95 € a month.
    expect(renewal).toMatchObject({ insured_value_cents: 48_000, premium_cents: 695 });
  });

  it('counts a phone that replaced another from its own cover, not from the policy’s start', async () => {
    const { policy, risk } = await intermediatePolicyWithTable();
    // Changed for a new phone (no purchase date given) on 1 December: under a year old at the renewal.
    await t.db.update(policyRisks).set({ covered_from: '2026-12-01' }).where(eq(policyRisks.id, risk.id));
    await announce();
    const [renewal] = await t.db.select().from(policyRenewals).where(eq(policyRenewals.policy_id, policy.id));
    expect(renewal!.insured_value_cents).toBe(80_000);
  });

  it.each([
    [[80, 90], 'El porcentaje no puede subir de un año al siguiente'],
    [[100, 0], 'Cada año es un porcentaje entero entre 1 y 100'],
    [[], 'Indica al menos el porcentaje del primer año'],
  ])('refuses %o: %s', async (table, message) => {
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const refused = await api.call('updateProduct', {
      token: admin.token,
      params: { id: 1 },
      body: { renewal_depreciation: table },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain(message);
  });
});
