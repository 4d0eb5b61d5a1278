import { Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking, lastMailTo } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, paymentMethods, payments } from '../../db/schema/index.ts';

const t = useTestApp();

async function bookFor(email: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/policies',
    payload: buildBooking({ ...overrides, holder: { ...buildBooking().holder, email } }),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('capability links in the booking mail', () => {
  it('mails the phone-check link and no payment link before the check; each link opens only its policy for its purpose', async () => {
    const policy = await bookFor('enlaces@amparo.test');
    const mail = await lastMailTo(t.db, 'enlaces@amparo.test');
    // The payment waits for the check (its validation mail brings the link): the booking mail
    // offers no payment the server would refuse. The booking's own answer carries the link.
    expect(mail!.text_body).not.toContain('pago?acceso=');
    const payment: string = policy.payment_access;
    expect(payment).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The phone-check link goes through the web's /peritation guard (OS version) for this policy.
    expect(mail!.text_body).toContain(`/peritation/${policy.id}?acceso=`);
    const evaluation = mail!.text_body.match(/peritation\/\d+\?acceso=([A-Za-z0-9_-]+)/)![1]!;
    const open = await t.app.inject({ method: 'GET', url: `/api/policy-access/payment?token=${payment}` });
    expect(open.statusCode).toBe(200);
    expect(open.json().policy).toMatchObject({
      number: policy.number,
      holder_name: 'Lucía',
      status: 1,
      next_receipt: { id: policy.payments[0].id, sequence: 1, price: 1495 },
    });
    // Every receipt with its display status, so the card payment page can see its receipt paid.
    expect(open.json().policy.payments).toHaveLength(policy.payments.length);
    expect(open.json().policy.payments[0]).toMatchObject({
      id: policy.payments[0].id,
      price: 1495,
      pending_amount: 1495,
      payment_date: null,
    });
    const wrongPurpose = await t.app.inject({
      method: 'GET',
      url: `/api/policy-access/signature?token=${payment}`,
    });
    expect(wrongPurpose.statusCode).toBe(401);
    expect(wrongPurpose.json().message).toMatch(/no es válido o ha caducado/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/policy-access/evaluation?token=${evaluation}` }))
        .statusCode,
    ).toBe(200);
    // A capability token is not a session.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/home',
          headers: { authorization: `Bearer ${payment}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('sends no phone-check link for a product without one', async () => {
    await bookFor('patinete@amparo.test', {
      product_id: 4,
      device: { brand: 'Xiaomi', model: 'Scooter 4 Pro', value: 79_900 },
    });
    const mail = await lastMailTo(t.db, 'patinete@amparo.test');
    expect(mail!.text_body).toContain('pago?acceso=');
    expect(mail!.text_body).not.toContain('/peritation/');
  });
});

describe('PATCH /api/customer/policies/{id}/payment-method', () => {
  it('moves the unpaid receipts to a new direct debit, audited with the account masked', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER, {
      email: 'cambia.pago@amparo.test',
      // The same person as the booking below (buildBooking's DNI): the policy joins this account.
      document_code: '12345678Z',
    });
    const policy = await bookFor('cambia.pago@amparo.test');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer/policies/${policy.id}/payment-method`,
      headers: holder.headers,
      payload: { payment_method: 'direct_debit', iban: 'ES91 2100 0418 4502 0005 1332' },
    });
    expect(res.statusCode).toBe(200);
    const [current] = await t.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.policy_id, policy.id), eq(paymentMethods.active, true)));
    expect(current).toMatchObject({
      type: 3,
      iban: 'ES9121000418450200051332',
      account_holder: 'Lucía Martín Gómez',
    });
    const receipts = await t.db.select().from(payments).where(eq(payments.policy_id, policy.id));
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.every((r) => r.payment_method_id === current!.id)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.update_payment_method'));
    expect(JSON.stringify(audit)).toContain('ES91 **** 1332');
    expect(JSON.stringify(audit)).not.toContain('0418');
  });

  it("refuses someone else's policy (404) and a direct debit without an account (400)", async () => {
    const other = await bookFor('ajeno.pago@amparo.test');
    const holder = await seedSession(t.db, Role.POLICYHOLDER, { email: 'intruso@amparo.test' });
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer/policies/${other.id}/payment-method`,
      headers: holder.headers,
      payload: { payment_method: 'card' },
    });
    expect(foreign.statusCode).toBe(404);
    const noAccount = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer/policies/${other.id}/payment-method`,
      headers: holder.headers,
      payload: { payment_method: 'direct_debit' },
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toContain(
      'Necesitas al menos una cuenta para poder seguir con el proceso',
    );
  });
});
