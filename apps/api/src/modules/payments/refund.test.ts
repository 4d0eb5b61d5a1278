import { madridDate, PaymentMethodType, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, payments, paymentTransactions } from '../../db/schema/index.ts';
import type { CardGateway } from '../../services/payments/card-gateway.ts';
import { refundPayment } from './refund-payment.ts';
import { settleReceipt } from './settle-receipt.ts';

const t = useTestApp();

const STORED = {
  card_reference: 'SBX0003ABCDEF0123456789ABCDEF0123456789A',
  card_cof_txn_id: '123456789',
  card_last4: '0003',
};

const receiptRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const transactionsOf = (paymentId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, paymentId));

/** A policy whose first receipt (1495 cents) was paid by the stored card through the sandbox. */
async function paidByCard() {
  const seeded = await seedHolderWithReceipts(t.db, {
    policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED },
    receipts: { method: STORED },
  });
  const staff = await seedSession(t.db, Role.AGENT);
  const pay = await t.app.inject({
    method: 'PUT',
    url: `/api/policies/${seeded.policy.id}/payments/${seeded.receipts[0]!.id}/pay`,
    headers: staff.headers,
  });
  expect(pay.statusCode, pay.body).toBe(200);
  return { ...seeded, staff };
}

const refund = (
  staff: { headers: Record<string, string> },
  policyId: number,
  paymentId: number,
  body: Record<string, unknown>,
  key = `clave-${Math.random().toString(36).slice(2, 12)}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/payments/${paymentId}/refund`,
    headers: { ...staff.headers, 'idempotency-key': key },
    payload: body,
  });

describe('POST /api/policies/{id}/payments/{paymentId}/refund', () => {
  it('refunds part of a card payment through the gateway: a negative receipt, ABONADO, audited', async () => {
    const { policy, receipts, staff } = await paidByCard();
    const res = await refund(staff, policy.id, receipts[0]!.id, {
      amount_cents: 500,
      reason: 'Desistimiento parcial',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount_cents: 500,
      channel: 'card',
      status: 'ABONADO',
      refundable_cents: 995,
      replayed: false,
    });
    const credit = await receiptRow(body.refund_payment_id);
    expect(credit).toMatchObject({ policy_id: policy.id, price_cents: -500, pending_amount_cents: 0 });
    expect(credit.payment_date).not.toBeNull();
    const [original] = (await transactionsOf(receipts[0]!.id)).filter((r) => r.kind === 'charge');
    expect(await transactionsOf(credit.id)).toMatchObject([
      {
        kind: 'refund',
        status: 'ok',
        amount_cents: -500,
        gateway: 'sandbox',
        method_type: PaymentMethodType.CARD,
      },
    ]);
    expect((await transactionsOf(credit.id))[0]!.gateway_order).toBeNull();
    expect(original!.gateway_order).toBeTruthy();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(audit).toMatchObject([{ entity_id: String(receipts[0]!.id), actor_user_id: staff.user.id }]);
  });

  it("shows the customer why it was given back, and counts it as 'Devuelto' in Cobros and the dashboard", async () => {
    const { policy, receipts, staff, holder } = await paidByCard();
    const admin = await seedSession(t.db, Role.ADMIN);
    const today = madridDate(new Date())!;
    const given = async () => {
      const daily = await t.app.inject({
        method: 'GET',
        url: `/api/payments/daily?from=${today}&to=${today}`,
        headers: admin.headers,
      });
      const figures = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard?from=${today}&to=${today}`,
        headers: admin.headers,
      });
      return { daily: daily.json().data[0].returned as number, figures: figures.json().receipts.returned };
    };
    const before = await given();
    const res = await refund(staff, policy.id, receipts[0]!.id, {
      amount_cents: 300,
      reason: 'Cobro duplicado',
    });
    expect(res.statusCode, res.body).toBe(200);

    const home = await t.app.inject({ method: 'GET', url: '/api/customer/home', headers: holder.headers });
    const shown = home.json().policies[0].payments;
    expect(shown.find((p: { id: number }) => p.id === res.json().refund_payment_id)).toMatchObject({
      price: -300,
      display_status: 'ABONADO',
      refund_reason: 'Cobro duplicado',
    });
    expect(shown.find((p: { id: number }) => p.id === receipts[0]!.id).refund_reason).toBeNull();
    const after = await given();
    expect(after.daily - before.daily).toBe(300);
    expect(after.figures.cents - before.figures.cents).toBe(300);
    expect(after.figures.count - before.figures.count).toBe(1);
  });

  it('never gives back more than was paid minus earlier refunds', async () => {
    const { policy, receipts, staff } = await paidByCard();
    expect(
      (await refund(staff, policy.id, receipts[0]!.id, { amount_cents: 1000, reason: 'Primera' })).statusCode,
    ).toBe(200);
    const tooMuch = await refund(staff, policy.id, receipts[0]!.id, { amount_cents: 496, reason: 'Segunda' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(
      'No se puede devolver más de lo pagado menos lo ya devuelto (como mucho 4,95 €)',
    );
    const rest = await refund(staff, policy.id, receipts[0]!.id, { amount_cents: 495, reason: 'El resto' });
    expect(rest.json()).toMatchObject({ status: 'ABONADO', refundable_cents: 0 });
    const all = await t.db.select().from(payments).where(eq(payments.policy_id, policy.id));
    expect(
      all
        .filter((p) => p.price_cents < 0)
        .map((p) => p.price_cents)
        .sort(),
    ).toEqual([-1000, -495]);
  });

  it('refuses more than the receipt, an unpaid receipt and a refund receipt, writing nothing', async () => {
    const { policy, receipts, staff } = await paidByCard();
    const over = await refund(staff, policy.id, receipts[0]!.id, { amount_cents: 1496, reason: 'Demasiado' });
    expect(over.statusCode).toBe(422);
    const unpaid = await refund(staff, policy.id, receipts[1]!.id, {
      amount_cents: 100,
      reason: 'Sin pagar',
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Solo se puede devolver un recibo pagado');
    const zero = await refund(staff, policy.id, receipts[0]!.id, { amount_cents: 0, reason: 'Nada' });
    expect(zero.statusCode).toBe(400);
    const all = await t.db.select().from(payments).where(eq(payments.policy_id, policy.id));
    expect(all.filter((p) => p.price_cents < 0)).toEqual([]);
    const ok = await refund(staff, policy.id, receipts[0]!.id, { amount_cents: 100, reason: 'Bien' });
    const ofRefund = await refund(staff, policy.id, ok.json().refund_payment_id, {
      amount_cents: 50,
      reason: 'Abono',
    });
    expect(ofRefund.statusCode).toBe(422);
    expect(ofRefund.json().message).toBe('Este recibo es un abono: no hay nada que devolver');
    // Nor can anyone pay a refund receipt by card.
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${policy.id}/payments/${ok.json().refund_payment_id}/form`,
      headers: staff.headers,
    });
    expect(form.statusCode).toBe(409);
    expect(form.json().message).toBe('Este recibo es un abono a tu favor: no hay nada que pagar');
  });

  it("answers 404 for another policy's receipt", async () => {
    const { receipts, staff } = await paidByCard();
    const other = await seedHolderWithReceipts(t.db);
    const res = await refund(staff, other.policy.id, receipts[0]!.id, {
      amount_cents: 100,
      reason: 'Cruzado',
    });
    expect(res.statusCode).toBe(404);
    expect((await transactionsOf(receipts[0]!.id)).filter((r) => r.kind === 'refund')).toEqual([]);
  });

  it('a replay with the same Idempotency-Key refunds once; the key with another amount is refused', async () => {
    const { policy, receipts, staff } = await paidByCard();
    const body = { amount_cents: 700, reason: 'Repetido' };
    const [a, b] = await Promise.all([
      refund(staff, policy.id, receipts[0]!.id, body, 'clave-repetida-1'),
      refund(staff, policy.id, receipts[0]!.id, body, 'clave-repetida-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refund_payment_id).toBe(b.json().refund_payment_id);
    expect([a.json().replayed, b.json().replayed].sort()).toEqual([false, true]);
    const again = await refund(staff, policy.id, receipts[0]!.id, body, 'clave-repetida-1');
    expect(again.json()).toMatchObject({ replayed: true, status: 'ABONADO', refundable_cents: 795 });
    const other = await refund(
      staff,
      policy.id,
      receipts[0]!.id,
      { ...body, amount_cents: 10 },
      'clave-repetida-1',
    );
    expect(other.statusCode).toBe(409);
    const credits = (await t.db.select().from(payments).where(eq(payments.policy_id, policy.id))).filter(
      (p) => p.price_cents < 0,
    );
    expect(credits).toHaveLength(1);
  });

  it('needs an Idempotency-Key', async () => {
    const { policy, receipts, staff } = await paidByCard();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${policy.id}/payments/${receipts[0]!.id}/refund`,
      headers: staff.headers,
      payload: { amount_cents: 100, reason: 'Sin clave' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a manual payment is refunded as a credit to pay by transfer (PENDIENTE_ABONO)', async () => {
    const { policy, receipts } = await seedHolderWithReceipts(t.db, {
      policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED },
    });
    const staff = await seedSession(t.db, Role.ADMIN);
    await t.db.transaction((tx) =>
      settleReceipt(tx, {
        paymentId: receipts[0]!.id,
        amountCents: 1495,
        methodType: PaymentMethodType.MANUAL,
        paymentMethodId: null,
        kind: 'manual',
        reference: 'TRANSF-001',
        occurredAt: new Date(),
        actor: { id: staff.user.id, role: staff.user.role },
      }),
    );
    const res = await refund(staff, policy.id, receipts[0]!.id, {
      amount_cents: 1495,
      reason: 'Devolución total',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ channel: 'transfer', status: 'PENDIENTE_ABONO', refundable_cents: 0 });
    const credit = await receiptRow(res.json().refund_payment_id);
    expect(credit).toMatchObject({ price_cents: -1495, pending_amount_cents: -1495, payment_date: null });
    expect(await transactionsOf(credit.id)).toMatchObject([
      { kind: 'refund', status: 'pending', reference: 'TRANSF-001', method_type: PaymentMethodType.MANUAL },
    ]);

    // Staff send the transfer and mark the credit as paid out: ABONADO, its movement done, once.
    const markPaidOut = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/policies/${policy.id}/payments/${credit.id}/mark-as-paid`,
        headers: staff.headers,
        payload: { payment_date: madridDate(new Date()), reference: 'TRANSF-OUT-9' },
      });
    const paidOut = await markPaidOut();
    expect(paidOut.statusCode, paidOut.body).toBe(200);
    expect(paidOut.json()).toMatchObject({ display_status: 'ABONADO' });
    expect(await receiptRow(credit.id)).toMatchObject({ price_cents: -1495, pending_amount_cents: 0 });
    expect(await transactionsOf(credit.id)).toMatchObject([
      { kind: 'refund', status: 'ok', reference: 'TRANSF-OUT-9', amount_cents: -1495 },
    ]);
    expect((await markPaidOut()).statusCode).toBe(409);
  });

  it('is refused to a policyholder, even on their own policy', async () => {
    const { holder, policy, receipts } = await paidByCard();
    const res = await refund(holder, policy.id, receipts[0]!.id, { amount_cents: 100, reason: 'Yo mismo' });
    expect(res.statusCode).toBe(403);
  });

  it('a card refund the gateway refuses or never answers stays PENDIENTE_ABONO, and is not sent again on replay', async () => {
    const { policy, receipts, staff } = await paidByCard();
    const real = t.app.services.cardGateway;
    let calls = 0;
    // The gateway is a third party: a stand-in that refuses, then one that never answers.
    const refusing: CardGateway = {
      ...real,
      refund: async () => {
        calls++;
        return { approved: false, responseCode: '0190', gatewayReference: null, raw: {} };
      },
    };
    const silent: CardGateway = {
      ...real,
      refund: async () => {
        calls++;
        throw new Error('timeout');
      },
    };
    const input = {
      policyId: policy.id,
      paymentId: receipts[0]!.id,
      reason: 'Pasarela caída',
      actor: { ...staff.user, role: Role.AGENT } as never,
      ip: '127.0.0.1',
    };
    const refused = await refundPayment(
      t.db,
      refusing,
      { ...input, amountCents: 300, requestKey: 'clave-rechazo' },
      { now: new Date() },
    );
    expect(refused).toMatchObject({ channel: 'card', status: 'PENDIENTE_ABONO' });
    expect(await transactionsOf(refused.refund_payment_id)).toMatchObject([
      { status: 'ko', reason_code: '0190' },
    ]);
    const unanswered = await refundPayment(
      t.db,
      silent,
      { ...input, amountCents: 300, requestKey: 'clave-silencio' },
      { now: new Date() },
    );
    expect(unanswered.status).toBe('PENDIENTE_ABONO');
    expect(await transactionsOf(unanswered.refund_payment_id)).toMatchObject([{ status: 'pending' }]);
    const replay = await refundPayment(
      t.db,
      silent,
      { ...input, amountCents: 300, requestKey: 'clave-silencio' },
      { now: new Date() },
    );
    expect(replay).toMatchObject({ replayed: true, status: 'PENDIENTE_ABONO', refundable_cents: 895 });
    expect(calls).toBe(2);
  });
});
