import { addMonths, madridDate, Periodicity, PolicyStatus } from '@amparo/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { mailOutbox, paymentMethods, payments, policies } from '../../db/schema/index.ts';
import { followUnpaidPremiums } from './follow-unpaid-premiums.ts';

// LCS art. 15 day by day: a later receipt unpaid is warned about a week before cover is suspended
// (a month after its due date), told when it is, and six months unpaid ends the contract.

const clock = manualClock('2026-03-01T10:00:00Z');
const t = useTestApp({ clock });
const run = () =>
  followUnpaidPremiums(
    t.db,
    { date: madridDate(clock.now())! },
    { now: clock.now(), publicUrl: 'https://amparo.test' },
  );
const on = (day: string) => clock.set(`${day}T10:00:00Z`);

/** A monthly policy from 10 January 2026 by card: the first receipt paid, the later ones unpaid. */
async function policyWithUnpaidReceipts() {
  const { policy } = await seedPolicy(t.db, {
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    periodicity: Periodicity.MONTHLY,
    starts_on: '2026-01-10',
    ends_on: '2027-01-09',
  });
  const [card] = await t.db.insert(paymentMethods).values({ policy_id: policy.id, type: 1 }).returning();
  const receipts = await t.db
    .insert(payments)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        policy_id: policy.id,
        sequence: i + 1,
        price_cents: 1195,
        pending_amount_cents: i === 0 ? 0 : 1195,
        activation_date: addMonths('2026-01-10', i),
        payment_date: i === 0 ? new Date('2026-01-10T12:00:00Z') : null,
        payment_method_id: card!.id,
      })),
    )
    .returning();
  const mails = () =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, policy.email), eq(mailOutbox.template, 'unpaid-premium')));
  return { policy, second: receipts[1]!, mails };
}

describe('the unpaid-premium follow-up (LCS art. 15)', () => {
  it('warns a week before the suspension, then tells it once, and says nothing once paid', async () => {
    const { policy, second, mails } = await policyWithUnpaidReceipts();
    on('2026-03-02');
    await run();
    expect(await mails()).toEqual([]);
    on('2026-03-03');
    await run();
    await run();
    const [warning, ...more] = await mails();
    expect(more).toEqual([]);
    expect(warning!.subject).toBe(
      `Paga tu recibo antes del 10/03/2026 para seguir cubierto: póliza ${policy.number}`,
    );
    on('2026-03-10');
    await run();
    on('2026-03-11');
    await run();
    const suspended = (await mails()).filter((m) => m.subject.startsWith('Tu seguro está suspendido'));
    expect(suspended).toHaveLength(1);
    expect(suspended[0]!.text_body).toContain('no te cubre desde el 10/03/2026');
    expect(suspended[0]!.text_body).toContain('Si sigue sin pagar el 10/08/2026, el contrato termina');
    // Paid on 20 March: the third receipt (due 10 March) is then the one warned about, from 3 April.
    await t.db
      .update(payments)
      .set({ pending_amount_cents: 0, payment_date: new Date('2026-03-20T12:00:00Z') })
      .where(eq(payments.id, second.id));
    on('2026-03-21');
    await run();
    expect(await mails()).toHaveLength(2);
  });

  it('six months unpaid extinguishes the contract: status 4 for non-payment, cover ended at the suspension', async () => {
    const { policy, mails } = await policyWithUnpaidReceipts();
    on('2026-08-10');
    await run();
    await run();
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({
      status: PolicyStatus.CANCELLED,
      cancel_reason: 'non_payment',
      ends_on: '2026-03-09',
    });
    const cancelled = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.policy_id, policy.id), isNotNull(payments.deleted_at)));
    expect(cancelled).toHaveLength(11);
    const [last, ...more] = await mails();
    expect(more).toEqual([]);
    expect(last!.subject).toBe(`Tu póliza ${policy.number} ha terminado por impago`);
    expect(last!.text_body).toContain('ha terminado el 10/08/2026');
  });
});
