import { EvaluationStatus, Periodicity, PolicyStatus, Role } from '@amparo/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { seedEvaluation } from '../../../test/evaluation-factories.ts';
import { lastMailTo, seedDiscount, seedPolicy, seedReceipts } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  auditLog,
  discounts,
  distributors,
  payments,
  policies,
  policyDiscounts,
  policyRisks,
  stores,
} from '../../db/schema/index.ts';
import { sendReceiptPaidMail } from '../payments/mail-receipt-paid.ts';

const t = useTestApp();
const STARTS = '2026-01-15';

/** A monthly policy of 10,00 € a month (120,00 € a year) with its twelve receipts, the first `paid` paid. */
async function policyWithReceipts(paid = 0, input: Parameters<typeof seedPolicy>[1] = {}) {
  const seeded = await seedPolicy(t.db, {
    status: PolicyStatus.ACTIVE_PAID_UNSIGNED,
    premium_cents: 1000,
    annual_premium_cents: 12_000,
    starts_on: STARTS,
    ...input,
  });
  const { receipts } = await seedReceipts(t.db, seeded.policy.id, {
    count: 12,
    priceCents: 1000,
    firstActivation: STARTS,
  });
  for (const r of receipts.slice(0, paid))
    await t.db
      .update(payments)
      .set({ payment_date: new Date(`${r.activation_date}T10:00:00Z`), pending_amount_cents: 0 })
      .where(eq(payments.id, r.id));
  return { ...seeded, receipts };
}

const liveReceipts = (policyId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.policy_id, policyId), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence));
const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;
const auditsOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_id, String(id)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

const call = (method: 'PATCH' | 'POST' | 'DELETE' | 'GET', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers as Record<string, string>, payload });

describe('PATCH /api/policies/{id}: an agent corrects the contact data', () => {
  it('writes only what changed, audited with before and after', async () => {
    const { policy, risk } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await call('PATCH', `/policies/${policy.id}`, agent.headers, {
      complete_name: 'Lucía Martín Gómez',
      email: ' Nueva.Direccion@Amparo.TEST ',
      phone: '+34 600 111 222',
      risk: { id: risk.id, description: 'Negro, 256 GB' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().after).toEqual({
      email: 'nueva.direccion@amparo.test',
      phone: '600111222',
      risk: { id: risk.id, description: 'Negro, 256 GB' },
    });
    const row = await policyRow(policy.id);
    expect([row.email, row.phone]).toEqual(['nueva.direccion@amparo.test', '600111222']);
    const [riskRow] = await t.db.select().from(policyRisks).where(eq(policyRisks.id, risk.id));
    expect(riskRow!.description).toBe('Negro, 256 GB');
    const [audit] = await auditsOf(policy.id, 'policy.update');
    expect(audit!.actor_user_id).toBe(agent.user.id);
    expect(audit!.before).toMatchObject({ email: policy.email, phone: '612345678' });
  });

  it.each([
    ['a bad email', { email: 'no-es-un-correo' }, 'correo'],
    ['a foreign phone', { phone: '12345' }, 'teléfono'],
    ['an empty name', { complete_name: '  ' }, 'nombre'],
    ['nothing', {}, 'al menos un dato'],
    ['a field agents may not touch', { premium: 1 }, ''],
  ])('refuses %s with a 400 in Spanish', async (_what, body, words) => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await call('PATCH', `/policies/${policy.id}`, agent.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(words.toLowerCase());
  });

  it("refuses another policy's risk (404) and a policy that does not exist (404)", async () => {
    const { policy } = await seedPolicy(t.db);
    const other = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const risk = await call('PATCH', `/policies/${policy.id}`, agent.headers, {
      risk: { id: other.risk.id, description: 'x' },
    });
    expect(risk.statusCode).toBe(404);
    expect(risk.json().code).toBe('POLICY_RISK_NOT_FOUND');
    const missing = await call('PATCH', '/policies/999999', agent.headers, { phone: '600111222' });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to store sellers (403) and to the policyholder (403)', async () => {
    const { policy } = await seedPolicy(t.db, { store_id: DEMO_STORE_ID });
    for (const role of [Role.STORE_SELLER, Role.POLICYHOLDER]) {
      const session = await seedSession(t.db, role);
      const res = await call('PATCH', `/policies/${policy.id}`, session.headers, { phone: '600111222' });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/policies/{id}/admin: the admin edit', () => {
  it('a new premium re-prices the owed receipts; paid ones keep their price; audited with the reason', async () => {
    const { policy } = await policyWithReceipts(3);
    const admin = await seedSession(t.db, Role.ADMIN);
    const res = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      premium: 1200,
      reason: 'Error de tarifa al contratar',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.after).toEqual({ premium: 1200, annual_premium: 14_400 });
    expect(body.receipts.updated).toHaveLength(9);
    expect(body.receipts.kept).toBe(3);
    const prices = (await liveReceipts(policy.id)).map((r) => r.price_cents);
    expect(prices).toEqual([1000, 1000, 1000, ...Array(9).fill(1200)]);
    expect(await policyRow(policy.id)).toMatchObject({ premium_cents: 1200, annual_premium_cents: 14_400 });
    const [audit] = await auditsOf(policy.id, 'policy.admin_update');
    expect(audit!.after).toMatchObject({ reason: 'Error de tarifa al contratar', premium: 1200 });
    expect(audit!.before).toMatchObject({ premium: 1000, annual_premium: 12_000 });
  });

  it('dry_run answers the preview and writes nothing', async () => {
    const { policy } = await policyWithReceipts();
    const admin = await seedSession(t.db, Role.ADMIN);
    const res = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      periodicity: Periodicity.YEARLY,
      reason: 'Pasa a pago anual',
      dry_run: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().receipts.updated).toEqual([
      expect.objectContaining({ sequence: 1, from: 1000, to: 12_000 }),
    ]);
    expect(res.json().receipts.deleted).toHaveLength(11);
    expect((await liveReceipts(policy.id)).length).toBe(12);
    expect(await auditsOf(policy.id, 'policy.admin_update')).toEqual([]);
  });

  it('monthly to yearly: one receipt of the year, the eleven others deleted', async () => {
    const { policy } = await policyWithReceipts();
    const admin = await seedSession(t.db, Role.ADMIN);
    const res = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      periodicity: Periodicity.YEARLY,
      reason: 'Pasa a pago anual',
    });
    expect(res.statusCode, res.body).toBe(200);
    const live = await liveReceipts(policy.id);
    expect(live.map((r) => [r.activation_date, r.price_cents])).toEqual([[STARTS, 12_000]]);
  });

  it.each([
    ['cancelling here', { status: PolicyStatus.CANCELLED }, 'POLICY_ADMIN_CANCEL_NOT_HERE', 0],
    ['ends before it starts', { ends_on: '2025-12-31' }, 'POLICY_DATES_INVALID', 0],
    [
      'a yearly pair that differs',
      { periodicity: 12, premium: 100, annual_premium: 200 },
      'POLICY_PREMIUM_YEARLY_MISMATCH',
      0,
    ],
    [
      'a year below one receipt',
      { premium: 2000, annual_premium: 1000 },
      'POLICY_PREMIUM_ANNUAL_BELOW_RECEIPT',
      0,
    ],
    ['yearly with a paid month', { periodicity: 12 }, 'POLICY_RECEIPT_SETTLED_OFF_SCHEDULE', 2],
    [
      'moving the start after a payment',
      { starts_on: '2026-02-01' },
      'POLICY_RECEIPT_SETTLED_OFF_SCHEDULE',
      1,
    ],
    [
      'signed without a signature',
      { status: PolicyStatus.ACTIVE_PAID_SIGNED },
      'POLICY_SIGNED_NEEDS_SIGNATURE',
      0,
    ],
    ['direct debit without an IBAN', { payment_method_type: 3 }, 'POLICY_PAYMENT_METHOD_MISSING', 0],
    ['a store that does not exist', { store_id: 99_999 }, 'POLICY_STORE_UNKNOWN', 0],
  ])('refuses %s with a 422 in Spanish, and changes nothing', async (_what, change, code, paid) => {
    const { policy } = await policyWithReceipts(paid);
    const admin = await seedSession(t.db, Role.ADMIN);
    const res = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      ...change,
      reason: 'Prueba de rechazo',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[a-záéíóúñ]/);
    expect((await liveReceipts(policy.id)).map((r) => r.price_cents)).toEqual(Array(12).fill(1000));
  });

  it('a store of another distributor than the one given is refused; a store alone brings its distributor', async () => {
    const [rival] = await t.db.insert(distributors).values({ name: 'Rival SL' }).returning();
    const [rivalStore] = await t.db
      .insert(stores)
      .values({ distributor_id: rival!.id, name: 'Rival Centro', code: `RV-${rival!.id}` })
      .returning();
    const { policy } = await seedPolicy(t.db, {
      distributor_id: DEMO_DISTRIBUTOR_ID,
      store_id: DEMO_STORE_ID,
    });
    const admin = await seedSession(t.db, Role.ADMIN);
    const mixed = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      distributor_id: DEMO_DISTRIBUTOR_ID,
      store_id: rivalStore!.id,
      reason: 'Cambio de tienda',
    });
    expect(mixed.json().code).toBe('POLICY_STORE_OTHER_DISTRIBUTOR');
    const moved = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      store_id: rivalStore!.id,
      reason: 'Vendida en la otra tienda',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await policyRow(policy.id)).toMatchObject({ store_id: rivalStore!.id, distributor_id: rival!.id });
  });

  it('a deleted store or distributor is refused like an unknown one', async () => {
    const [gone] = await t.db
      .insert(distributors)
      .values({ name: 'Cerrada SL', active: false, deleted_at: new Date() })
      .returning();
    const [goneStore] = await t.db
      .insert(stores)
      .values({
        distributor_id: DEMO_DISTRIBUTOR_ID,
        name: 'Tienda cerrada',
        code: `CL-${gone!.id}`,
        deleted_at: new Date(),
      })
      .returning();
    const { policy } = await seedPolicy(t.db, {
      distributor_id: DEMO_DISTRIBUTOR_ID,
      store_id: DEMO_STORE_ID,
    });
    const admin = await seedSession(t.db, Role.ADMIN);
    const toStore = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      store_id: goneStore!.id,
      reason: 'Tienda equivocada',
    });
    expect(toStore.statusCode).toBe(422);
    expect(toStore.json().code).toBe('POLICY_STORE_UNKNOWN');
    const toDistributor = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, {
      store_id: null,
      distributor_id: gone!.id,
      reason: 'Distribuidor equivocado',
    });
    expect(toDistributor.statusCode).toBe(422);
    expect(toDistributor.json().code).toBe('POLICY_DISTRIBUTOR_UNKNOWN');
    expect(await policyRow(policy.id)).toMatchObject({
      store_id: DEMO_STORE_ID,
      distributor_id: DEMO_DISTRIBUTOR_ID,
    });
  });

  it('needs a reason (400) and is for admins only (agent 403)', async () => {
    const { policy } = await seedPolicy(t.db);
    const admin = await seedSession(t.db, Role.ADMIN);
    const noReason = await call('PATCH', `/policies/${policy.id}/admin`, admin.headers, { premium: 900 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('motivo');
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await call('PATCH', `/policies/${policy.id}/admin`, agent.headers, {
      premium: 900,
      reason: 'Un agente lo intenta',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/policies/{id}/settings', () => {
  it('saves the known keys, audits them, and a null goes back to the default', async () => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const first = await call('POST', `/policies/${policy.id}/settings`, agent.headers, {
      mail_notifications: false,
      preferred_contact: 'phone',
      internal_note: 'Llamar por la tarde',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      mail_notifications: false,
      preferred_contact: 'phone',
      internal_note: 'Llamar por la tarde',
    });
    const back = await call('POST', `/policies/${policy.id}/settings`, agent.headers, {
      preferred_contact: null,
    });
    expect(back.json().preferred_contact).toBe('email');
    expect((await policyRow(policy.id)).settings).toEqual({
      mail_notifications: false,
      internal_note: 'Llamar por la tarde',
    });
    expect(await auditsOf(policy.id, 'policy.settings')).toHaveLength(2);
    const detail = await call('GET', `/policies/${policy.id}`, agent.headers);
    expect(detail.json().settings.mail_notifications).toBe(false);
  });

  it("mail_notifications off stops the 'receipt paid' courtesy mail of that policy", async () => {
    for (const mail of [true, false]) {
      const { policy, receipts } = await policyWithReceipts(2, { settings: { mail_notifications: mail } });
      await sendReceiptPaidMail(t.db, { paymentId: receipts[1]!.id, transactionId: 0 }, {});
      const sent = await lastMailTo(t.db, policy.email);
      expect(sent?.template ?? null).toBe(mail ? 'receipt-paid' : null);
    }
  });

  it.each([
    [{ preferred_contact: 'paloma' }],
    [{ unknown_key: true }],
    [{ mail_notifications: 'si' }],
    [{ internal_note: 'x'.repeat(1001) }],
  ])('refuses %j (400)', async (body) => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await call('POST', `/policies/${policy.id}/settings`, agent.headers, body);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST and DELETE /api/policies/{id}/discount', () => {
  it('applies a 10 % discount: premiums and owed receipts re-priced, a use counted; twice is a 409; removal undoes it', async () => {
    const { policy } = await policyWithReceipts(1);
    const discount = await seedDiscount(t.db, { kind: 'percent', value: 1000 });
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await call('POST', `/policies/${policy.id}/discount`, agent.headers, {
      code: discount.code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      premium: 900,
      annual_premium: 10_800,
      discount: { id: discount.id, amount: 1200 },
      // The paid receipt keeps its 10 €: the year now costs 109 €, not the new annual premium's 108 €.
      account: { paid: 1000, owed: 9900, owed_receipts: 11 },
    });
    expect((await liveReceipts(policy.id)).map((r) => r.price_cents)).toEqual([1000, ...Array(11).fill(900)]);
    const [used] = await t.db.select().from(discounts).where(eq(discounts.id, discount.id));
    expect(used!.uses).toBe(1);
    const [audit] = await auditsOf(policy.id, 'policy.discount_apply');
    expect(audit!.before).toMatchObject({ premium: 1000, annual_premium: 12_000 });

    const again = await call('POST', `/policies/${policy.id}/discount`, agent.headers, {
      discount_id: discount.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('POLICY_DISCOUNT_ALREADY_APPLIED');

    const removed = await call('DELETE', `/policies/${policy.id}/discount/${discount.id}`, agent.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ premium: 1000, annual_premium: 12_000 });
    expect((await liveReceipts(policy.id)).map((r) => r.price_cents)).toEqual(Array(12).fill(1000));
    expect(await t.db.select().from(policyDiscounts).where(eq(policyDiscounts.policy_id, policy.id))).toEqual(
      [],
    );
    const [given] = await t.db.select().from(discounts).where(eq(discounts.id, discount.id));
    expect(given!.uses).toBe(0);
    expect(await auditsOf(policy.id, 'policy.discount_remove')).toHaveLength(1);
    const twice = await call('DELETE', `/policies/${policy.id}/discount/${discount.id}`, agent.headers);
    expect(twice.statusCode).toBe(404);
  });

  it('two clicks at once apply the discount once: one 201, one 409, one use counted', async () => {
    const { policy } = await policyWithReceipts();
    const discount = await seedDiscount(t.db, { kind: 'percent', value: 1000 });
    const agent = await seedSession(t.db, Role.AGENT);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call('POST', `/policies/${policy.id}/discount`, agent.headers, { discount_id: discount.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [used] = await t.db.select().from(discounts).where(eq(discounts.id, discount.id));
    expect(used!.uses).toBe(1);
    expect((await liveReceipts(policy.id)).map((r) => r.price_cents)).toEqual(Array(12).fill(900));
  });

  it.each([
    ['expired', { valid_to: '2020-01-01' }, 'DISCOUNT_EXPIRED'],
    ['used up', { max_uses: 2, uses: 2 }, 'DISCOUNT_EXHAUSTED'],
    ['inactive', { active: false }, 'DISCOUNT_INACTIVE'],
  ])('refuses an %s discount (422) and changes nothing', async (_what, input, code) => {
    const { policy } = await policyWithReceipts();
    const discount = await seedDiscount(t.db, input);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await call('POST', `/policies/${policy.id}/discount`, agent.headers, {
      discount_id: discount.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect((await policyRow(policy.id)).premium_cents).toBe(1000);
  });

  it('refuses an unknown code (404), both id and code (400), and a policy out of reach (404)', async () => {
    const { policy } = await policyWithReceipts();
    const agent = await seedSession(t.db, Role.AGENT);
    const unknown = await call('POST', `/policies/${policy.id}/discount`, agent.headers, {
      code: 'NOEXISTE',
    });
    expect(unknown.statusCode).toBe(404);
    const both = await call('POST', `/policies/${policy.id}/discount`, agent.headers, {
      code: 'A',
      discount_id: 1,
    });
    expect(both.statusCode).toBe(400);
    const missing = await call('POST', '/policies/999999/discount', agent.headers, { code: 'A' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/policies/{id}/partner-deliveries and coordinates: scope', () => {
  it("another store's policy is a 404 for a store seller", async () => {
    const { policy } = await seedPolicy(t.db, { store_id: null });
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const res = await call('GET', `/policies/${policy.id}/partner-deliveries`, seller.headers);
    expect(res.statusCode).toBe(404);
    const own = await seedPolicy(t.db, { store_id: DEMO_STORE_ID });
    const mine = await call('GET', `/policies/${own.policy.id}/partner-deliveries`, seller.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ data: [], partners: [] });
  });

  it("answers the latest located checks of the risk, newest first; another policy's risk is a 404", async () => {
    const { policy, risk } = await seedPolicy(t.db);
    await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      {
        latitude: 40.4168,
        longitude: -3.7038,
        location_accuracy_m: 25,
        status: EvaluationStatus.REJECTED,
        created_at: new Date('2026-03-01T10:00:00Z'),
      },
    );
    await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      {
        status: EvaluationStatus.REJECTED,
        created_at: new Date('2026-03-02T10:00:00Z'),
      },
    );
    await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      {
        latitude: 41.3874,
        longitude: 2.1686,
        created_at: new Date('2026-03-03T10:00:00Z'),
      },
    );
    const expert = await seedSession(t.db, Role.EXPERT);
    const res = await call(
      'GET',
      `/policies/${policy.id}/mobile-terminals/${risk.id}/coordinates`,
      expert.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.map((d: { latitude: number; accuracy_m: number | null }) => [d.latitude, d.accuracy_m]),
    ).toEqual([
      [41.3874, null],
      [40.4168, 25],
    ]);
    const other = await seedPolicy(t.db);
    const foreign = await call(
      'GET',
      `/policies/${other.policy.id}/mobile-terminals/${risk.id}/coordinates`,
      expert.headers,
    );
    expect(foreign.statusCode).toBe(404);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const refused = await call(
      'GET',
      `/policies/${policy.id}/mobile-terminals/${risk.id}/coordinates`,
      seller.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});
