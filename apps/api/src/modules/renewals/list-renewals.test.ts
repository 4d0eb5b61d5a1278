import { addDays, PolicyStatus, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { issueExportTokenFor } from '../../../test/exports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { policyRenewals } from '../../db/schema/index.ts';

// The back office's renewals by month: every policy whose next period starts in the month, by
// status (not announced yet, announced, declined, renewed, not renewable), and the same as CSV.

const clock = manualClock('2026-12-07T10:00:00Z');
const t = useTestApp({ clock });
const api = apiClientOf(t);

const renewal = (
  policyId: number,
  startsOn: string,
  status: string,
  extra: Record<string, unknown> = {},
) => ({
  policy_id: policyId,
  term_starts_on: startsOn,
  term_ends_on: addDays(startsOn, 364),
  status,
  premium_cents: 995,
  annual_premium_cents: 11_940,
  insured_value_cents: 64_000,
  announced_on: '2026-12-01',
  decline_deadline: addDays(startsOn, -31),
  ...extra,
});

/** A live policy whose term ends the day before `nextStart`. */
const endingBefore = (nextStart: string, status: number = PolicyStatus.ACTIVE_PAID_SIGNED) =>
  seedClaimablePolicy(t.db, { status, starts_on: addDays(nextStart, -365), ends_on: addDays(nextStart, -1) });

describe('GET /api/renewals', () => {
  it('lists a month’s renewals by status, and the same as CSV', async () => {
    const notDue = await endingBefore('2027-02-20');
    const announced = await endingBefore('2027-02-03');
    const declined = await endingBefore('2027-02-10');
    await endingBefore('2027-03-01'); // next month
    await endingBefore('2027-02-15', PolicyStatus.CANCELLED); // ended: no renewal to come
    await t.db
      .insert(policyRenewals)
      .values([
        renewal(announced.policy.id, '2027-02-03', 'announced'),
        renewal(declined.policy.id, '2027-02-10', 'declined', { declined_by: 'holder' }),
      ]);
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const page = await api.ok('listRenewals', {
      token: admin.token,
      query: { filter: { month: '2027-02' } },
    });
    expect(page.counts).toEqual({ not_due: 1, announced: 1, declined: 1, renewed: 0, not_renewable: 0 });
    expect(page.data.map((r) => [r.number, r.status, r.starts_on, r.premium_cents])).toEqual([
      [announced.policy.number, 'announced', '2027-02-03', 995],
      [declined.policy.number, 'declined', '2027-02-10', 995],
      [notDue.policy.number, 'not_due', '2027-02-20', null],
    ]);
    const onlyDeclined = await api.ok('listRenewals', {
      token: admin.token,
      query: { filter: { month: '2027-02', status: 'declined' } },
    });
    expect(onlyDeclined.data.map((r) => r.policy_id)).toEqual([declined.policy.id]);

    const { token } = await issueExportTokenFor(t.app, admin.headers, 'renewals');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/renewals?export_csv=1&token=${token}&filter[month]=2027-02`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('renovaciones-2027-02.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Póliza;Tomador;Producto;Nuevo periodo desde;Hasta;Estado;Prima por recibo;Prima anual;No renueva;Motivo',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(';No se renueva;9,95;119,40;Tomador;');
  });

  it('refuses a month that is not one', async () => {
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const bad = await api.call('listRenewals', {
      token: admin.token,
      query: { filter: { month: '2027-13' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('Mes no válido');
  });

  it('a store seller sees only their store’s policies', async () => {
    await endingBefore('2027-04-10');
    const seller = await seedSession(t.db, Role.STORE_SELLER, { now: clock.now() });
    const page = await api.ok('listRenewals', {
      token: seller.token,
      query: { filter: { month: '2027-04' } },
    });
    expect(page.data).toEqual([]);
  });
});
