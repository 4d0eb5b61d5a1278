import { BookingRequestSchema } from '@amparo/contract';
import { termEndOf } from '@amparo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBooking, lastMailTo, seedDiscount, seedUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  auditLog,
  discounts,
  paymentMethods,
  payments,
  policies,
  policyRisks,
  riskDevices,
  users,
} from '../../db/schema/index.ts';
import { bookPolicy } from './book-policy.ts';

// This file books many times from one address; the flood limits have their own tests (booking-floods.test.ts).
const t = useTestApp({ env: { BOOKINGS_PER_HOUR_PER_ADDRESS: '1000', BOOKINGS_PER_HOUR_PER_EMAIL: '1000' } });
const book = (body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/policies',
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('POST /api/policies (booking)', () => {
  it('books a draft mobile policy, monthly by card: 12 receipts, a policyholder, a mail and an audit row', async () => {
    const body = buildBooking();
    const res = await book(body);
    expect(res.statusCode).toBe(201);
    const policy = res.json();
    expect(policy).toMatchObject({
      status: 1,
      periodicity: 1,
      payment_method: 'card',
      premium: 1495,
      annual_premium: 17_940,
      discount: null,
    });
    expect(policy.number).toMatch(/^AMP-\d{4}-\d{6}$/);
    expect(policy.payments).toHaveLength(12);
    expect(policy.payments[0]).toMatchObject({ sequence: 1, price: 1495, pending_amount: 1495 });
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({
      evaluation_active: true,
      evaluation_status: 1,
      complete_name: 'Lucía Martín Gómez',
      device_value_cents: 121_900,
    });
    // The term the contract states (LCS art. 22): from the first receipt's day to the day before the anniversary.
    expect(row!.starts_on).toBe(policy.payments[0].activation_date);
    expect(row!.ends_on).toBe(termEndOf(row!.starts_on!));
    expect(row!.ends_on! > row!.starts_on!).toBe(true);
    const [holder] = await t.db.select().from(users).where(eq(users.id, row!.policyholder_id!));
    expect(holder).toMatchObject({ role: 'policyholder', document_type: 'DNI', password_hash: null });
    expect((await lastMailTo(t.db, body.holder.email))?.subject).toContain(policy.number);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.create'), eq(auditLog.entity_id, String(policy.id))));
    expect(audit).toBeDefined();
  });

  it('books yearly by direct debit with a discount: one discounted receipt, the mandate, and one use counted', async () => {
    const discount = await seedDiscount(t.db, { code: 'AMIGO10', value: 1000, max_uses: 5 });
    const res = await book(
      buildBooking({
        periodicity: 12,
        payment_method: 'direct_debit',
        iban: 'es91 2100 0418 4502 0005 1332',
        discount_code: 'amigo10',
      }),
    );
    expect(res.statusCode).toBe(201);
    const policy = res.json();
    // Top cover, 1.000-1.500 € band: 156,98 € a year, minus 10 % (15,70 €).
    expect(policy.payments).toEqual([expect.objectContaining({ sequence: 1, price: 14_128 })]);
    expect(policy.discount).toEqual({ code: 'AMIGO10', amount: 1570 });
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.policy_id, policy.id));
    expect(method).toMatchObject({
      type: 3,
      iban: 'ES9121000418450200051332',
      account_holder: 'Lucía Martín Gómez',
    });
    expect(method?.mandate_reference).toMatch(/^AMP-M-\d{8}$/);
    const [used] = await t.db.select().from(discounts).where(eq(discounts.id, discount.id));
    expect(used?.uses).toBe(1);
  });

  it('books nothing twice for a double click with the same Idempotency-Key', async () => {
    const body = buildBooking();
    const key = 'reserva-0001-abcdef';
    const [first, second] = await Promise.all([book(body, key), book(body, key)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(first.json().number).toBe(second.json().number);
    // The payment link's token goes with the first answer only: the stored replay has none.
    const [fresh, replay] = first.statusCode === 201 ? [first, second] : [second, first];
    expect(fresh.json().payment_access).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(replay.json().payment_access).toBeUndefined();
    const rows = await t.db.select().from(policies).where(eq(policies.email, body.holder.email));
    expect(rows).toHaveLength(1);
    const changed = await book({ ...body, periodicity: 12 }, key);
    expect(changed.statusCode).toBe(409);
  });

  it.each([
    {
      what: 'direct debit without an account',
      patch: { payment_method: 'direct_debit' },
      message: 'Necesitas al menos una cuenta para poder seguir con el proceso',
    },
    {
      what: 'a wrong IBAN',
      patch: { payment_method: 'direct_debit', iban: 'ES9121000418450200051333' },
      message: 'El IBAN no es válido',
    },
    {
      what: 'a wrong DNI',
      patch: { holder: { ...buildBooking().holder, document_code: '12345678A' } },
      message: 'El DNI, NIE o CIF no es válido',
    },
    {
      what: 'a bad email',
      patch: { holder: { ...buildBooking().holder, email: 'lucia@' } },
      message: 'El correo electrónico no es válido',
    },
    {
      what: 'a short phone',
      patch: { holder: { ...buildBooking().holder, phone: '61234' } },
      message: 'teléfono español de 9 cifras',
    },
    {
      what: 'terms not accepted',
      patch: { acceptances: { terms: false, precontractual: true, privacy: true, has_invoice: true } },
      message: 'Debes aceptar las condiciones',
    },
    {
      what: 'the privacy policy not accepted (alone)',
      patch: { acceptances: { terms: true, precontractual: true, privacy: false, has_invoice: true } },
      message: 'Debes aceptar la política de privacidad',
    },
    {
      what: 'the precontractual information not accepted (alone)',
      patch: { acceptances: { terms: true, precontractual: false, privacy: true, has_invoice: true } },
      message: 'Debes leer y aceptar la información precontractual',
    },
    {
      what: 'an acceptance left out',
      patch: { acceptances: { terms: true, precontractual: true, has_invoice: true } },
      message: 'Debes aceptar la política de privacidad',
    },
    {
      what: 'no invoice',
      patch: { acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: false } },
      message: 'factura de compra',
    },
  ])('refuses $what with 400 and books nothing', async ({ patch, message }) => {
    const body = buildBooking(patch);
    const res = await book(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(
      await t.db
        .select()
        .from(policies)
        .where(eq(policies.email, (body.holder as { email: string }).email)),
    ).toHaveLength(0);
  });

  it('refuses an expired discount with 422 and leaves nothing half-written', async () => {
    await seedDiscount(t.db, { code: 'CADUCADO', valid_to: '2021-01-01' });
    const body = buildBooking({ discount_code: 'CADUCADO' });
    const res = await book(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Este código de descuento ha caducado');
    expect(await t.db.select().from(users).where(eq(users.email, body.holder.email))).toHaveLength(0);
  });

  it('books with a staff email into a policyholder account of its own, telling nothing about the staff one', async () => {
    const agent = await seedUser(t.db, {
      role: 'agent',
      email: 'agente@amparo.test',
      password: 'clave-del-agente',
    });
    const res = await book(
      buildBooking({ holder: { ...buildBooking().holder, email: 'Agente@amparo.test' } }),
    );
    expect(res.statusCode).toBe(201);
    const accounts = await t.db.select().from(users).where(sql`lower(${users.email}) = 'agente@amparo.test'`);
    expect(accounts.map((u) => u.role).sort()).toEqual(['agent', 'policyholder']);
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, res.json().id));
    expect(policy!.policyholder_id).not.toBe(agent.id);
    // The staff login still works, and opens the staff account.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'agente@amparo.test', password: 'clave-del-agente' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: agent.id, role: 'agent' });
  });

  // The clock is a parameter: the use-case is called with a fixed day, so the 3-year rule is
  // checked against dates that never drift (the route itself passes the real clock).
  const bookOn = (day: string, overrides: Record<string, unknown>) =>
    bookPolicy(t.db, BookingRequestSchema.parse(buildBooking(overrides)), {
      now: new Date(`${day}T10:00:00Z`),
      ip: '127.0.0.1',
      publicUrl: 'http://amparo.test',
      actor: null,
      limits: { perAddress: { max: 100, windowMs: 3_600_000 }, perEmail: { max: 100, windowMs: 3_600_000 } },
    });

  it('books a multi-device policy with one risk per item and refuses an appliance of 3 years or more', async () => {
    const items = [
      {
        kind: 'multimedia',
        device_type: 'Televisor',
        brand: 'LG',
        model: 'OLED55C4',
        value: 159_900,
        purchase_date: '2026-01-10',
      },
      {
        kind: 'appliance',
        device_type: 'Lavadora',
        brand: 'Bosch',
        model: 'Serie 6',
        value: 64_900,
        purchase_date: '2025-03-01',
      },
      // A phone in a multi-device policy is insured whatever its age.
      { kind: 'mobile', brand: 'Samsung', model: 'Galaxy S25', value: 90_900, purchase_date: '2019-05-01' },
    ];
    const { policy } = await bookOn('2028-02-29', { product_id: 6, device: undefined, items });
    const risks = await t.db.select().from(policyRisks).where(eq(policyRisks.policy_id, policy.id));
    expect(risks.map((r) => r.risk_type).sort()).toEqual([1, 5, 6]);
    const [washer] = await t.db.select().from(riskDevices).where(eq(riskDevices.brand, 'Bosch'));
    expect(washer).toMatchObject({ device_kind: 'Lavadora', value_cents: 64_900 });
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row?.device_value_cents).toBe(159_900 + 64_900 + 90_900);
    // The washer turns 3 on 1 March 2028: from that day on it is refused.
    await expect(
      bookOn('2028-03-01', { product_id: 6, device: undefined, items: [items[1]] }),
    ).rejects.toMatchObject({ statusCode: 422, errors: [{ path: 'body.items.0.purchase_date' }] });
    const old = await book(
      buildBooking({
        product_id: 6,
        device: undefined,
        items: [{ ...items[1], purchase_date: '2020-01-01' }],
      }),
    );
    expect(old.statusCode).toBe(422);
    expect(old.json().errors[0].path).toBe('body.items.0.purchase_date');
  });

  it('asks what each product line needs: items for multi-device, a purchase date for the extended warranty', async () => {
    const noItems = await book(buildBooking({ product_id: 6 }));
    expect(noItems.statusCode).toBe(422);
    expect(noItems.json().message).toBe('Añade al menos un aparato al seguro multidispositivo');
    const fridge = { brand: 'Balay', model: '3KFE563WI', value: 54_900 };
    const noDate = await book(buildBooking({ product_id: 5, device: fridge }));
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json()).toMatchObject({
      message: 'Indica la fecha de compra del aparato',
      errors: [{ path: 'body.device.purchase_date' }],
    });
    const { policy } = await bookOn('2027-01-15', {
      product_id: 5,
      device: { ...fridge, purchase_date: '2024-01-16' },
    });
    expect(policy.product.product_type_id).toBe(4);
    await expect(
      bookOn('2027-01-16', { product_id: 5, device: { ...fridge, purchase_date: '2024-01-16' } }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'La garantía extendida es para aparatos de menos de 3 años',
    });
    const noDevice = await book(buildBooking({ device: undefined, items: [] }));
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().message).toContain('Indica el dispositivo que quieres asegurar');
  });

  it('insures the rider of a scooter as a person risk', async () => {
    const res = await book(
      buildBooking({
        product_id: 4,
        device: { brand: 'Xiaomi', model: 'Electric Scooter 4 Pro', value: 79_900 },
      }),
    );
    expect(res.statusCode).toBe(201);
    const risks = await t.db.select().from(policyRisks).where(eq(policyRisks.policy_id, res.json().id));
    expect(risks.map((r) => r.risk_type).sort()).toEqual([2, 3]);
    const [row] = await t.db.select().from(policies).where(eq(policies.id, res.json().id));
    expect(row).toMatchObject({ evaluation_active: false, evaluation_status: 6 });
  });

  it('resumes a proposal and closes it once booked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/proposals',
      payload: { step: 'device', data: { device: { model: 'iPhone 16' } } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().identifier_proposal;
    const withIban = await t.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}`,
      payload: {
        step: 'payment',
        data: { payment: { method: 'direct_debit', iban: 'ES9121000418450200051332' } },
      },
    });
    expect(JSON.stringify(withIban.json().data)).not.toContain('ES91');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}`,
      payload: {
        step: 'holder',
        data: { holder: { email: 'retoma@amparo.test', phone: '+34 612 000 111' } },
      },
    });
    expect(saved.json()).toMatchObject({ step: 'holder', status: 'open' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/proposals/${id}` })).json().data.holder.email,
    ).toBe('retoma@amparo.test');
    expect((await book(buildBooking({ identifier_proposal: id }))).statusCode).toBe(201);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}`,
      payload: { step: 'review', data: {} },
    });
    expect(closed.statusCode).toBe(409);
    expect((await book(buildBooking({ identifier_proposal: id }))).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/proposals/no-es-uuid' })).statusCode).toBe(400);
  });

  it('keeps receipts consistent with the premium', async () => {
    const res = await book(buildBooking());
    const rows = await t.db.select().from(payments).where(eq(payments.policy_id, res.json().id));
    expect(rows.reduce((sum, r) => sum + r.price_cents, 0)).toBe(res.json().annual_premium);
  });
});

describe('purchase routes in the OpenAPI document', () => {
  it('declare every status they can answer (the booking: 403 for a store that is not the seller’s)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    // 413 and 415 (the body parser, on every route with a body) and 414 (an address too long, on every
    // route) are added to the document for all routes by the OpenAPI transform.
    expect(statuses('/api/policies', 'post')).toEqual([
      '200',
      '201',
      '400',
      '403',
      '404',
      '409',
      '413',
      '414',
      '415',
      '422',
      '429',
    ]);
    expect(statuses('/api/proposals', 'post')).toEqual(['201', '400', '413', '414', '415', '422', '429']);
    expect(statuses('/api/proposals/{id}', 'get')).toEqual(['200', '400', '404', '410', '414']);
    expect(statuses('/api/policies/price', 'get')).toEqual(['200', '400', '404', '414', '422']);
    expect(statuses('/api/policy-access/{purpose}', 'get')).toEqual(['200', '400', '401', '414']);
  });
});
