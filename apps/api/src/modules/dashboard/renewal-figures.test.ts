import { addDays, madridDate, PolicyStatus, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { policyRenewals } from '../../db/schema/index.ts';

// The dashboard's renewals (docs/dashboard.md): the terms ending within 60 days, and the rate of the
// periods that began in the last year. Counted as the change each seeded policy makes.

const clock = manualClock('2026-12-07T10:00:00Z');
const t = useTestApp({ clock });
const api = apiClientOf(t);
const today = madridDate(clock.now())!;

async function figures() {
  const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
  const data = await api.ok('getDashboard', { token: admin.token, query: { from: today, to: today } });
  return data.renewals;
}

const row = (policyId: number, startsOn: string, status: string) => ({
  policy_id: policyId,
  term_starts_on: startsOn,
  term_ends_on: addDays(startsOn, 364),
  status,
  premium_cents: 1195,
  annual_premium_cents: 14_340,
  insured_value_cents: 80_000,
  decline_deadline: addDays(startsOn, -31),
});

describe('GET /api/dashboard: renewals', () => {
  it('counts the terms ending within 60 days, announced or ending, and the last year’s rate', async () => {
    const before = await figures();
    const ending = (days: number, status: number = PolicyStatus.ACTIVE_PAID_SIGNED) =>
      seedClaimablePolicy(t.db, {
        status,
        starts_on: addDays(today, days - 364),
        ends_on: addDays(today, days),
      });
    const announced = await ending(30);
    const declined = await ending(45);
    await ending(59);
    await ending(61); // beyond the 60 days
    await ending(20, PolicyStatus.CANCELLED); // not live
    await t.db
      .insert(policyRenewals)
      .values([
        row(announced.policy.id, addDays(today, 31), 'announced'),
        { ...row(declined.policy.id, addDays(today, 46), 'declined'), declined_by: 'holder' },
      ]);
    // Periods that began within the last year: three renewed, one declined.
    const past = await ending(200);
    await t.db.insert(policyRenewals).values([
      row(past.policy.id, addDays(today, -10), 'renewed'),
      row(past.policy.id, addDays(today, -100), 'renewed'),
      row(past.policy.id, addDays(today, -300), 'renewed'),
      row(past.policy.id, addDays(today, -200), 'declined'),
      row(past.policy.id, addDays(today, -400), 'declined'), // over a year ago
    ]);
    const after = await figures();
    expect(after.coming).toEqual({
      days: 60,
      total: before.coming.total + 3,
      announced: before.coming.announced + 1,
      ending: before.coming.ending + 1,
    });
    expect(after.last_year.renewed - before.last_year.renewed).toBe(3);
    expect(after.last_year.not_renewed - before.last_year.not_renewed).toBe(1);
    if (before.last_year.renewed + before.last_year.not_renewed === 0)
      expect(after.last_year.rate_percent).toBe(75);
  });
});
