import { addDays, addMonths, madridDate, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy, waterDamageDeclaration } from '../../../test/claim-factories.ts';
import { seedSuspendingReceipt } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/index.ts';

// LCS art. 15: a later receipt unpaid suspends cover one month after its due date, and paying it
// restores cover at 24:00 of the payment day. A claim for an incident inside the suspension is refused.

const t = useTestApp();
const api = apiClientOf(t);
const today = madridDate(new Date())!;
const slash = (day: string) => day.split('-').reverse().join('/');

/** A monthly policy whose first receipt was paid 100 days ago and whose second, due 70 days ago, is unpaid. */
async function policyWithUnpaidSecondReceipt() {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const { policy, risk } = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
  const { receipt, dueOn } = await seedSuspendingReceipt(t.db, policy.id, today);
  const declare = waterDamageDeclaration(api, holder.token, { policyId: policy.id, riskId: risk.id });
  const pay = (day: string) =>
    t.db
      .update(payments)
      .set({ pending_amount_cents: 0, payment_date: new Date(`${day}T11:00:00Z`) })
      .where(and(eq(payments.policy_id, policy.id), eq(payments.id, receipt.id)));
  return { policyId: policy.id, declare, pay, dueOn };
}

describe('a claim and an unpaid later receipt (LCS art. 15)', () => {
  it('is refused for an incident inside the suspension, with the receipt and the day it began', async () => {
    const policy = await policyWithUnpaidSecondReceipt();
    const refused = await policy.declare(addDays(today, -5));
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('CLAIM_DATE_IN_SUSPENSION');
    expect(refused.error?.message).toContain(`el recibo impagado que vencía el ${slash(policy.dueOn)}`);
    // In the month of grace after the due date the policy still covered.
    expect((await policy.declare(addDays(today, -60))).status).toBe(201);
  });

  it('is accepted from the day after the receipt is paid, and still refused for the suspension before', async () => {
    const policy = await policyWithUnpaidSecondReceipt();
    await policy.pay(addDays(today, -10));
    expect((await policy.declare(addDays(today, -9))).status).toBe(201);
    // The payment day itself is still suspended: cover comes back at its 24:00.
    expect((await policy.declare(addDays(today, -10))).error?.code).toBe('CLAIM_DATE_IN_SUSPENSION');
    expect((await policy.declare(addDays(today, -20))).error?.code).toBe('CLAIM_DATE_IN_SUSPENSION');
  });
});

describe('the policy page and an unpaid later receipt (LCS art. 15)', () => {
  it('tells staff the suspension, then covered again from the day after the payment', async () => {
    const policy = await policyWithUnpaidSecondReceipt();
    const staff = await seedSession(t.db, Role.ADMIN);
    const cover = async () =>
      (await api.ok('getPolicy', { token: staff.token, params: { id: policy.policyId } })).premium_cover;
    expect(await cover()).toEqual({
      state: 'suspended',
      dueOn: policy.dueOn,
      since: addMonths(policy.dueOn, 1),
      extinguishedOn: addMonths(policy.dueOn, 6),
      resumesOn: null,
    });
    await policy.pay(addDays(today, -1));
    expect(await cover()).toEqual({ state: 'covered' });
  });
});
