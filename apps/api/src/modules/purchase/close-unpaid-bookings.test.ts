import { madridDate, PolicyStatus } from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { mailOutbox, payments, policies, riskMobiles } from '../../db/schema/index.ts';
import { closeUnpaidBookings } from './close-unpaid-bookings.ts';

// LCS art. 15, first paragraph: a booking whose first receipt stays unpaid 30 days is closed, once,
// with a mail; a paid one, or one whose receipt is at the bank, is left alone.

const clock = manualClock('2026-12-01T10:00:00Z');
const t = useTestApp({ clock });
const run = () =>
  closeUnpaidBookings(
    t.db,
    { date: madridDate(clock.now())! },
    { now: clock.now(), days: 30, publicUrl: 'https://amparo.test' },
  );
const on = (day: string) => clock.set(`${day}T10:00:00Z`);

async function draftBooked(bookedAt: string, receipt: { paid?: boolean } = {}) {
  const { policy, mobile } = await seedPolicy(t.db, {
    created_at: new Date(bookedAt),
    imei: `35${Date.now()}`.slice(0, 15),
  });
  await t.db.insert(payments).values({
    policy_id: policy.id,
    sequence: 1,
    price_cents: 1195,
    pending_amount_cents: receipt.paid ? 0 : 1195,
    activation_date: bookedAt.slice(0, 10),
    payment_date: receipt.paid ? new Date(bookedAt) : null,
  });
  return { policy, mobile };
}

const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;

describe('closing bookings left unpaid', () => {
  it('closes a draft unpaid for 30 days, once: status 4, receipts cancelled, IMEI freed, a mail', async () => {
    const { policy, mobile } = await draftBooked('2026-11-01T10:00:00Z');
    on('2026-11-30');
    await run();
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.DRAFT);
    on('2026-12-01');
    expect(await run()).toEqual({ closed: 1 });
    expect(await run()).toEqual({ closed: 0 });
    expect(await policyRow(policy.id)).toMatchObject({
      status: PolicyStatus.CANCELLED,
      cancel_reason: 'unpaid_booking',
      ends_on: '2026-10-31',
    });
    const live = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.policy_id, policy.id), isNull(payments.deleted_at)));
    expect(live).toEqual([]);
    const [imei] = await t.db.select().from(riskMobiles).where(eq(riskMobiles.id, mobile.id));
    expect(imei!.imei_active).toBe(false);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, policy.email));
    expect(mails.map((m) => m.subject)).toEqual([`Hemos cerrado tu solicitud ${policy.number} sin pagar`]);
    expect(mails[0]!.text_body).toContain('https://amparo.test/contratacion');
  });

  // One at the bank in a direct-debit file waits too: the domain's table (policy-activation.test.ts).
  it('leaves a draft whose first receipt is paid: the phone check decides', async () => {
    const paid = await draftBooked('2026-10-01T10:00:00Z', { paid: true });
    on('2026-12-01');
    await run();
    expect((await policyRow(paid.policy.id)).status).toBe(PolicyStatus.DRAFT);
  });
});
