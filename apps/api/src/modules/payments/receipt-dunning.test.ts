import { madridDate, PaymentMethodType, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { seedSuspendingReceipt } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { paymentTransactions, policies } from '../../db/schema/index.ts';

// The policy page's 'Impagos': where the dunning of the oldest receipt due and unpaid stands, read
// back from its movements by the domain's dunningSteps (docs/payments.md "Unpaid receipts").

const clock = manualClock('2026-12-07T10:00:00Z');
const t = useTestApp({ clock });
const api = apiClientOf(t);
const today = () => madridDate(clock.now())!;

describe('GET /api/policies/{id}: dunning', () => {
  it('a later receipt unpaid 70 days after four refused charges: mail sent, suspended, extinction next', async () => {
    const { policy } = await seedClaimablePolicy(t.db);
    const { receipt, dueOn } = await seedSuspendingReceipt(t.db, policy.id, today());
    const refusals = [0, 3, 6, 9].map(
      (days) => new Date(Date.parse(`${dueOn}T09:00:00Z`) + days * 86_400_000),
    );
    await t.db.insert(paymentTransactions).values(
      refusals.map((at, i) => ({
        payment_id: receipt.id,
        kind: 'charge',
        amount_cents: receipt.price_cents,
        status: 'ko',
        gateway: 'sandbox',
        gateway_order: `KO-${receipt.id}-${i}`,
        occurred_at: at,
      })),
    );
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const view = await api.ok('getPolicy', { token: admin.token, params: { id: policy.id } });
    expect(view.dunning).toMatchObject({ sequence: 2, due_on: dueOn });
    expect(view.dunning!.steps.map((s) => [s.key, s.state])).toEqual([
      ['card_attempt', 'done'],
      ['card_attempt', 'done'],
      ['card_attempt', 'done'],
      ['card_attempt', 'done'],
      ['ask_customer', 'done'],
      ['suspension_warning', 'done'],
      ['suspended', 'done'],
      ['extinguished', 'next'],
    ]);
    expect(view.dunning!.steps[3]!.label).toBe('Cargo 4 de 4 a la tarjeta: rechazado');
  });

  it('a direct debit returned for insufficient funds is presented again; nothing once every receipt due is paid', async () => {
    const { policy } = await seedClaimablePolicy(t.db, { payment_method_type: PaymentMethodType.IBAN });
    const { receipt, dueOn } = await seedSuspendingReceipt(t.db, policy.id, today());
    await t.db.insert(paymentTransactions).values({
      payment_id: receipt.id,
      kind: 'charge',
      amount_cents: receipt.price_cents,
      status: 'returned',
      reason_code: 'AM04',
      gateway: 'sepa',
      gateway_order: `SEPA-${receipt.id}`,
      occurred_at: new Date(`${dueOn}T09:00:00Z`),
      updated_at: new Date(`${dueOn}T09:00:00Z`),
    });
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const view = await api.ok('getPolicy', { token: admin.token, params: { id: policy.id } });
    expect(view.dunning!.steps.slice(0, 2).map((s) => `${s.state} ${s.label}`)).toEqual([
      'done Presentación 1 de 3 al banco: devuelta (AM04, fondos insuficientes)',
      'next Presentación 2 de 3 al banco',
    ]);
    // The next presentation is not on a day gone: today at the earliest.
    expect(view.dunning!.steps[1]!.on).toBe(today());

    const paid = await seedClaimablePolicy(t.db);
    await t.db.update(policies).set({ starts_on: today() }).where(eq(policies.id, paid.policy.id));
    expect(
      (await api.ok('getPolicy', { token: admin.token, params: { id: paid.policy.id } })).dunning,
    ).toBeNull();
  });
});
