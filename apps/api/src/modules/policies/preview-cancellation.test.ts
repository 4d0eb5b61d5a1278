import { firstNameOf, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { lastMailTo } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { payments, policies, settings } from '../../db/schema/index.ts';

// Staff see what a cancellation does before confirming it (docs/cancellation.md): the same
// settlement as POST /cancel, for the reason chosen, written nowhere.

const t = useTestApp();
const api = apiClientOf(t);
const STORED = {
  card_reference: 'SBX0003ABCDEF0123456789ABCDEF0123456789A',
  card_cof_txn_id: '123456789',
  card_last4: '0003',
};

/** A policy whose first receipt of 14,95 € was paid by card, with two more to come. */
async function paidByCard(createdAt = new Date()) {
  const seeded = await seedHolderWithReceipts(t.db, {
    policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED, created_at: createdAt },
    receipts: { method: STORED },
  });
  const staff = await seedSession(t.db, Role.AGENT);
  await api.ok('payWithStoredCard', {
    token: staff.token,
    params: { id: seeded.policy.id, paymentId: seeded.receipts[0]!.id },
  });
  return { ...seeded, staff };
}

describe('GET /api/policies/{id}/cancellation', () => {
  it('shows each reason’s outcome, the refund and where it goes, and changes nothing', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'cancellation_mode', value: 'end_of_period' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'end_of_period' } });
    const { policy, staff, receipts } = await paidByCard();
    const preview = (reason: 'withdrawal' | 'customer' | 'staff' | 'non_payment') =>
      api.call('previewCancellation', { token: staff.token, params: { id: policy.id }, query: { reason } });

    const withdrawal = await preview('withdrawal');
    expect(withdrawal.data).toMatchObject({
      kind: 'withdrawal',
      refund_cents: 1495,
      refunds: [{ sequence: 1, cents: 1495, channel: 'card' }],
      unpaid_receipts_cancelled: receipts.length - 1,
    });
    const byStaff = await preview('staff');
    expect(byStaff.data).toMatchObject({ kind: 'cancellation', refund_cents: 0, refunds: [] });
    expect(byStaff.data!.effective_date > withdrawal.data!.effective_date).toBe(true);

    // Nothing written: the policy is as it was, its receipts too.
    const [after] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(after!.status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    const live = await t.db.select().from(payments).where(eq(payments.policy_id, policy.id));
    expect(live.filter((r) => r.deleted_at !== null)).toEqual([]);

    // What the preview said is what the cancellation does.
    const done = await api.ok('cancelPolicy', {
      token: staff.token,
      params: { id: policy.id },
      body: { reason: 'withdrawal' },
      idempotencyKey: `preview-${policy.id}`,
    });
    expect(done).toMatchObject({
      refund_cents: withdrawal.data!.refund_cents,
      effective_date: withdrawal.data!.effective_date,
    });
    // Its mail greets by the first name, as every mail does (firstNameOf).
    const mail = await lastMailTo(t.db, policy.email);
    expect(policy.complete_name.split(' ').length).toBeGreaterThan(1);
    expect(mail!.text_body).toContain(`Hola, ${firstNameOf(policy.complete_name)}:`);
    expect(mail!.text_body).not.toContain(`Hola, ${policy.complete_name}`);
  });

  it('refuses what the cancellation would refuse, and strangers', async () => {
    const old = await paidByCard(new Date(Date.now() - 40 * 86_400_000));
    const late = await api.call('previewCancellation', {
      token: old.staff.token,
      params: { id: old.policy.id },
      query: { reason: 'withdrawal' },
    });
    expect(late.status).toBe(409);
    expect(late.error?.code).toBe('WITHDRAWAL_PERIOD_OVER');
    const bad = await api.call('previewCancellation', {
      token: old.staff.token,
      params: { id: old.policy.id },
      query: { reason: 'because' as never },
    });
    expect(bad.status).toBe(400);
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const forbidden = await api.call('previewCancellation', {
      token: handler.token,
      params: { id: old.policy.id },
      query: { reason: 'staff' },
    });
    expect(forbidden.status).toBe(403);
    const stranger = await seedSession(t.db, Role.POLICYHOLDER);
    const notTheirs = await api.call('previewCancellation', {
      token: stranger.token,
      params: { id: old.policy.id },
      query: { reason: 'customer' },
    });
    expect(notTheirs.status).toBe(404);
    // The holder may ask only for the customer's reasons.
    const own = await api.call('previewCancellation', {
      token: old.holder.token,
      params: { id: old.policy.id },
      query: { reason: 'non_payment' },
    });
    expect(own.status).toBe(403);
  });
});
