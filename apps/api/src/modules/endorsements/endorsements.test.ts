import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  addDays,
  ClaimType,
  EvaluationStatus,
  madridDate,
  Periodicity,
  PolicyStatus,
  ProductType,
  Role,
} from '@amparo/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { newImei } from '../../../test/evaluations.ts';
import { seedEvaluation, seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import {
  auditLog,
  mailOutbox,
  paymentMethods,
  payments,
  policies,
  policyEndorsements,
  policyRenewals,
  policyRisks,
  riskMobiles,
} from '../../db/schema/index.ts';
import { issueToken } from '../../services/tokens.ts';
import { announceRenewals } from '../renewals/announce-renewals.ts';
import { renewPolicies } from '../renewals/renew-policies.ts';

// Changes during the year ("suplementos", docs/contract.md): another device, another tier, another
// periodicity, on the injected clock. Prices are the seeded tariff's: Móvil Top (product 3) costs
// 11,95 € a month for a phone of 600 to 1,000 € and 14,95 € for one of 1,000 to 1,500 €.

const clock = manualClock('2026-12-07T10:00:00Z');
const t = useTestApp({ clock });
const api = apiClientOf(t);
const today = () => madridDate(clock.now())!;
const on = (day: string) => clock.set(`${day}T10:00:00Z`);
const loginOf = async (userId: number) =>
  (await issueToken(t.db, { purpose: 'login', userId, now: clock.now() })).raw;

/** A monthly Móvil Top policy from 15 June 2026 for an 800 € phone, `paid` of its 12 receipts paid. */
async function phonePolicy(paid = 6, overrides: Parameters<typeof seedPolicy>[1] = {}) {
  const holder = await seedSession(t.db, Role.POLICYHOLDER, { now: clock.now() });
  const { policy, risk } = await seedPolicy(t.db, {
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    policyholder_id: holder.user.id,
    periodicity: Periodicity.MONTHLY,
    starts_on: '2026-06-15',
    ends_on: '2027-06-14',
    device_value_cents: 80_000,
    premium_cents: 1195,
    annual_premium_cents: 14_340,
    evaluation_status: EvaluationStatus.VALIDATED,
    imei: newImei(),
    ...overrides,
  });
  const [card] = await t.db.insert(paymentMethods).values({ policy_id: policy.id, type: 1 }).returning();
  const months = ['06', '07', '08', '09', '10', '11', '12', '01', '02', '03', '04', '05'];
  await t.db.insert(payments).values(
    months.map((month, i) => {
      const activation = `${i < 7 ? 2026 : 2027}-${month}-15`;
      return {
        policy_id: policy.id,
        sequence: i + 1,
        price_cents: 1195,
        pending_amount_cents: i < paid ? 0 : 1195,
        activation_date: activation,
        payment_date: i < paid ? new Date(`${activation}T12:00:00Z`) : null,
        payment_method_id: card!.id,
      };
    }),
  );
  await t.db
    .update(riskMobiles)
    .set({ evaluation_status: EvaluationStatus.VALIDATED })
    .where(eq(riskMobiles.policy_risk_id, risk.id));
  return { policy, risk, holder };
}

/** The same policy paid yearly: Móvil Top's 11,95 € × 10.5 = 125,48 €, paid on 15 June. */
async function yearlyPaidPolicy() {
  const made = await phonePolicy(0, {
    periodicity: Periodicity.YEARLY,
    premium_cents: 12_548,
    annual_premium_cents: 12_548,
  });
  await t.db.delete(payments).where(eq(payments.policy_id, made.policy.id));
  await t.db.insert(payments).values({
    policy_id: made.policy.id,
    sequence: 1,
    price_cents: 12_548,
    pending_amount_cents: 0,
    activation_date: '2026-06-15',
    payment_date: new Date('2026-06-15T12:00:00Z'),
  });
  return made;
}

/** The renewal announced on 15 April 2027 for the period from 15 June, at this year's 11,95 € a month. */
const announcedOn15April = (policyId: number) =>
  t.db.insert(policyRenewals).values({
    policy_id: policyId,
    term_starts_on: '2027-06-15',
    term_ends_on: '2028-06-14',
    status: 'announced',
    premium_cents: 1195,
    annual_premium_cents: 14_340,
    insured_value_cents: 64_000,
    announced_on: '2027-04-15',
    decline_deadline: '2027-05-15',
  });

const newPhone = { brand: 'Samsung', model: 'Galaxy S25', value: 120_000, cause: 'replacement' } as const;
const receiptsOf = (policyId: number) =>
  t.db.select().from(payments).where(eq(payments.policy_id, policyId)).orderBy(asc(payments.sequence));
const mailsTo = (address: string, template: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, address), eq(mailOutbox.template, template)));
const pdfText = async (key: string) => {
  const stored = await t.app.services.files.get(key);
  return execFileSync('pdftotext', ['-', '-'], { input: await buffer(stored!.stream) }).toString();
};

describe('POST /api/policies/{id}/endorsements/device: the holder changes phone', () => {
  it('re-prices pro rata from today, asks for the new phone’s check, and sends the suplemento', async () => {
    on('2026-12-07');
    const { policy, risk, holder } = await phonePolicy();
    const answer = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: newPhone,
    });
    expect(answer.status).toBe(201);
    // Receipt 6 (15 Nov – 14 Dec, paid) has 8 of its 30 days from the 7th: 300 × 8 / 30 = 80 cents,
    // carried by receipt 7; receipts 7 to 12 take the new band's 14,95 €.
    expect(answer.data).toMatchObject({
      sequence: 1,
      kind: 'device',
      status: 'applied',
      effective_on: '2026-12-07',
      premium_before_cents: 7 * 1195,
      premium_after_cents: 1195 + 80 + 6 * 1495,
      adjustment_cents: 0,
      requested_by: 'holder',
      needs_phone_check: true,
    });
    const receipts = await receiptsOf(policy.id);
    expect(receipts.map((r) => r.price_cents)).toEqual([
      ...Array(6).fill(1195),
      1575,
      ...Array(5).fill(1495),
    ]);
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({
      device_value_cents: 120_000,
      premium_cents: 1495,
      annual_premium_cents: 14_340 + 380 + 5 * 300,
      evaluation_status: EvaluationStatus.UNDEFINED,
      evaluation_active: true,
    });
    // The old phone stays as history, its IMEI free for another policy; the new one has no IMEI yet.
    const risks = await t.db
      .select()
      .from(policyRisks)
      .innerJoin(riskMobiles, eq(riskMobiles.policy_risk_id, policyRisks.id))
      .where(eq(policyRisks.policy_id, policy.id))
      .orderBy(asc(policyRisks.id));
    expect(
      risks.map((r) => [r.policy_risks.active, r.risk_mobiles.model, r.risk_mobiles.imei_active]),
    ).toEqual([
      [false, 'iPhone 16', false],
      [true, 'Galaxy S25', true],
    ]);
    expect(risks[0]!.policy_risks.id).toBe(risk.id);
    expect(risks[1]!.risk_mobiles).toMatchObject({
      imei: null,
      evaluation_status: EvaluationStatus.UNDEFINED,
    });
    // The mail carries the PDF and the phone-check link.
    const [mail, ...more] = await mailsTo(policy.email, 'policy-endorsed');
    expect(more).toEqual([]);
    expect(mail!.text_body).toContain(`/peritation/${policy.id}?acceso=`);
    expect(mail!.attachments[0]!.filename).toBe(`suplemento-1-${policy.number}.pdf`);
    const pdf = await pdfText(mail!.attachments[0]!.storage_key);
    expect(pdf).toContain('Suplemento n.º 1: cambio de dispositivo');
    expect(pdf).toContain('Antes: Apple iPhone 16 (valor 800,00 €)');
    expect(pdf).toContain('Ahora: Samsung Galaxy S25 (valor 1.200,00 €)');
    expect(pdf).toContain('En vigor desde el 07/12/2026');
    expect(pdf).toContain('Haz la peritación del nuevo móvil');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.endorsed'), eq(auditLog.entity_id, String(policy.id))));
    expect(audit!.before).toMatchObject({ device: 'Apple iPhone 16', value_cents: 80_000 });
    expect(audit!.after).toMatchObject({ device: 'Samsung Galaxy S25', value_cents: 120_000 });
    // The policy page lists it with its PDF.
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const view = await api.ok('getPolicy', { token: admin.token, params: { id: policy.id } });
    expect(view.endorsements).toHaveLength(1);
    expect(view.endorsements[0]!.document_url).toContain('/api/files/');
  });

  it('the same change again answers the same suplemento and writes nothing more', async () => {
    const { policy, holder } = await phonePolicy();
    const first = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: newPhone,
    });
    const again = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: newPhone,
    });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.data!.id).toBe(first.data!.id);
    expect(await mailsTo(policy.email, 'policy-endorsed')).toHaveLength(1);
    expect((await receiptsOf(policy.id)).map((r) => r.price_cents).at(-1)).toBe(1495);
  });

  it('a dry run answers the figures and writes nothing', async () => {
    const { policy, holder } = await phonePolicy();
    const preview = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: { ...newPhone, dry_run: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ id: null, premium_after_cents: 1195 + 80 + 6 * 1495 });
    expect(
      await t.db.select().from(policyEndorsements).where(eq(policyEndorsements.policy_id, policy.id)),
    ).toEqual([]);
    expect((await receiptsOf(policy.id)).every((r) => r.price_cents === 1195)).toBe(true);
  });

  it('a cheaper phone with every receipt paid gives the difference back as a credit', async () => {
    on('2027-05-20');
    const { policy, holder } = await phonePolicy(12);
    const answer = await api.ok('changeInsuredDevice', {
      token: await loginOf(holder.user.id),
      params: { id: policy.id },
      body: { ...newPhone, value: 25_000 },
    });
    // 15 May – 14 June is 31 days; 26 from the 20th: (795 − 1195) × 26 / 31 = −335.
    expect(answer.adjustment_cents).toBe(-335);
    const credit = (await receiptsOf(policy.id)).at(-1)!;
    expect(credit).toMatchObject({ sequence: 13, price_cents: -335, activation_date: '2027-05-20' });
  });

  it('the new phone is not covered until its check validates, then from that day', async () => {
    on('2026-12-07');
    const { policy, holder } = await phonePolicy();
    await api.ok('changeInsuredDevice', { token: holder.token, params: { id: policy.id }, body: newPhone });
    const [newRisk] = await t.db
      .select()
      .from(policyRisks)
      .where(and(eq(policyRisks.policy_id, policy.id), eq(policyRisks.active, true)));
    const claim = (occurred_at: string, token: string) =>
      api.call('declareClaim', {
        token,
        idempotencyKey: randomUUID(),
        params: { id: policy.id, riskId: newRisk!.id },
        body: {
          claim_type_id: ClaimType.FRONT_SCREEN_BREAK,
          occurred_at,
          description: 'Se me cayó al suelo',
        },
      });
    const before = await claim('2026-12-07', holder.token);
    expect(before.status).toBe(422);
    expect(before.error!.code).toBe('CLAIM_DEVICE_NOT_CHECKED');
    // No certificate while the new phone waits for its check: it would name a phone not yet covered.
    const waiting = await api.ok('listCustomerDocuments', { token: holder.token, params: { id: policy.id } });
    expect(waiting.data.map((d) => d.kind)).not.toContain('certificate');
    const imei = newImei();
    await t.db.update(riskMobiles).set({ imei }).where(eq(riskMobiles.policy_risk_id, newRisk!.id));
    on('2026-12-09');
    const evaluation = await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: newRisk!.id },
      { status: EvaluationStatus.PENDING },
    );
    const expert = await seedSession(t.db, Role.EXPERT, { now: clock.now() });
    await api.ok('decideEvaluation', {
      token: expert.token,
      params: { id: policy.id, evaluationId: evaluation.id },
      body: { frontal_label: 'Validated', trasera_label: 'Validated' },
    });
    const token = await loginOf(holder.user.id);
    const documents = await api.ok('listCustomerDocuments', { token, params: { id: policy.id } });
    const certificate = documents.data.find((d) => d.kind === 'certificate')!;
    expect(documents.data.find((d) => d.kind === 'endorsement')!.title).toBe(
      'Suplemento 1: cambio de dispositivo',
    );
    const early = await claim('2026-12-08', token);
    expect(early.status).toBe(422);
    expect(early.error!.code).toBe('CLAIM_DATE_BEFORE_DEVICE');
    expect(early.error!.message).toContain('09/12/2026');
    expect((await claim('2026-12-09', token)).status).toBe(201);
    // The certificate names the new phone and its IMEI.
    const download = await t.app.inject({
      method: 'GET',
      url: new URL(certificate.url, 'http://x').pathname + new URL(certificate.url, 'http://x').search,
    });
    const text = execFileSync('pdftotext', ['-', '-'], { input: download.rawPayload }).toString();
    expect(text).toContain(`Samsung Galaxy S25 · IMEI: ${imei}`);
    expect(text).not.toContain('iPhone 16');
  });
});

describe('a device change and the renewal already announced', () => {
  it('prices the announced renewal again on the new device', async () => {
    on('2027-04-20');
    const { policy, holder } = await phonePolicy(10);
    await announcedOn15April(policy.id);
    await api.ok('changeInsuredDevice', {
      token: await loginOf(holder.user.id),
      params: { id: policy.id },
      body: { ...newPhone, value: 200_000 },
    });
    // The new phone is covered from 20 April, so not a year old when the period starts (the old one
    // was): its whole 2.000 €, in Móvil Top's band of 1.500 to 2.500 €.
    const [renewal] = await t.db.select().from(policyRenewals).where(eq(policyRenewals.policy_id, policy.id));
    expect(renewal).toMatchObject({
      insured_value_cents: 200_000,
      premium_cents: 1895,
      annual_premium_cents: 1895 * 12,
    });
  });
});

describe('who may change a device, and when', () => {
  it('another customer’s policy is 404; staff who cannot change policies are 403', async () => {
    const { policy } = await phonePolicy();
    const stranger = await seedSession(t.db, Role.POLICYHOLDER, { now: clock.now() });
    const expert = await seedSession(t.db, Role.EXPERT, { now: clock.now() });
    const call = (token: string) =>
      api.call('changeInsuredDevice', { token, params: { id: policy.id }, body: newPhone });
    expect((await call(stranger.token)).status).toBe(404);
    expect((await call(expert.token)).status).toBe(403);
    expect(
      await t.db.select().from(policyEndorsements).where(eq(policyEndorsements.policy_id, policy.id)),
    ).toEqual([]);
  });

  it('staff change it for the customer, with a reason kept in the audit', async () => {
    const { policy } = await phonePolicy();
    const agent = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const done = await api.ok('changeInsuredDevice', {
      token: agent.token,
      params: { id: policy.id },
      body: { ...newPhone, cause: 'upgrade', reason: 'Llamó para asegurar su móvil nuevo' },
    });
    expect(done.requested_by).toBe('staff');
  });

  it.each([
    ['a draft', { status: PolicyStatus.DRAFT }, 409, 'ENDORSEMENT_POLICY_NOT_IN_FORCE'],
    ['a cancelled policy', { status: PolicyStatus.CANCELLED }, 409, 'ENDORSEMENT_POLICY_NOT_IN_FORCE'],
    ['a term already over', { ends_on: '2026-12-06' }, 409, 'ENDORSEMENT_POLICY_NOT_IN_FORCE'],
    [
      'a household of devices',
      { product_id: 5, product_type_id: ProductType.MULTI_DEVICE },
      409,
      'ENDORSEMENT_DEVICE_LINE',
    ],
  ])('%s is refused', async (_name, overrides, status, code) => {
    on('2026-12-07');
    const { policy, holder } = await phonePolicy(6, overrides);
    const refused = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: newPhone,
    });
    expect([refused.status, refused.error?.code]).toEqual([status, code]);
  });

  it('a value no band insures, or a phone whose check is under way, is refused', async () => {
    const { policy, risk, holder } = await phonePolicy();
    const tooDear = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: { ...newPhone, value: 400_000 },
    });
    expect([tooDear.status, tooDear.error?.code]).toEqual([422, 'DEVICE_VALUE_UNINSURABLE']);
    await t.db
      .update(riskMobiles)
      .set({ evaluation_status: EvaluationStatus.PENDING })
      .where(eq(riskMobiles.policy_risk_id, risk.id));
    const busy = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: newPhone,
    });
    expect([busy.status, busy.error?.code]).toEqual([409, 'ENDORSEMENT_CHECK_IN_PROGRESS']);
  });
});

describe('tier and periodicity (staff)', () => {
  const announce = () =>
    announceRenewals(
      t.db,
      { date: today() },
      { leadMonths: 2, publicUrl: 'https://amparo.test', now: clock.now(), files: t.app.services.files },
    );
  const renew = () => renewPolicies(t.db, { date: today() }, { now: clock.now(), publicUrl: null });

  it('a yearly policy moved to a lower tier from a chosen day gets the rest of the year back', async () => {
    on('2026-12-07');
    const { policy } = await yearlyPaidPolicy();
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const done = await api.call('changePolicyTier', {
      token: admin.token,
      params: { id: policy.id },
      body: { product_id: 1, when: 'now', effective_on: '2026-12-15', reason: 'Pide menos coberturas' },
    });
    expect(done.status).toBe(201);
    // Móvil Básico for 800 €: 6,95 € × 10.5 = 72,98 € a year. 15 Dec – 14 June is 182 of 365 days:
    // (7298 − 12548) × 182 / 365 = −2617,8 → a credit of 26,18 €.
    expect(done.data).toMatchObject({
      status: 'applied',
      effective_on: '2026-12-15',
      adjustment_cents: -2618,
    });
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.product_id).toBe(1);
  });

  it('monthly to yearly from a chosen day: the months from it dropped, the year’s days from it charged', async () => {
    on('2026-12-07');
    const { policy } = await phonePolicy(6);
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const body = {
      periodicity: Periodicity.YEARLY,
      when: 'now',
      effective_on: '2026-12-15',
      reason: 'Prefiere un solo recibo ya',
    } as const;
    const preview = await api.call('changePolicyPeriodicity', {
      token: admin.token,
      params: { id: policy.id },
      body: { ...body, dry_run: true },
    });
    const done = await api.call('changePolicyPeriodicity', {
      token: admin.token,
      params: { id: policy.id },
      body,
    });
    expect(done.status).toBe(201);
    // Receipts 7 to 12 (15 Dec to 15 May, owed) go; the year (11,95 × 10.5 = 125,48 €) pays its 182
    // days of 365 from 15 December: 12548 × 182 / 365 = 6256.7 → 62,57 €, dated that day.
    expect(done.data).toMatchObject({
      kind: 'periodicity',
      status: 'applied',
      effective_on: '2026-12-15',
      premium_before_cents: 6 * 1195,
      premium_after_cents: 6257,
      adjustment_cents: 0,
    });
    expect(preview.data).toMatchObject({ id: null, premium_after_cents: 6257 });
    const receipts = await receiptsOf(policy.id);
    expect(
      receipts.filter((r) => !r.deleted_at).map((r) => [r.sequence, r.activation_date, r.price_cents]),
    ).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => [n, receipts[n - 1]!.activation_date, 1195]),
      [13, '2026-12-15', 6257],
    ]);
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({
      periodicity: Periodicity.YEARLY,
      premium_cents: 12_548,
      annual_premium_cents: 14_340 - 6 * 1195 + 6257,
    });
  });

  it('after a periodicity changed from a day, this term takes no other change pro rata', async () => {
    on('2026-12-07');
    const { policy, holder } = await phonePolicy(6);
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const call = (name: 'changePolicyPeriodicity' | 'changePolicyTier', body: object) =>
      api.call(name, { token: admin.token, params: { id: policy.id }, body: body as never });
    await call('changePolicyPeriodicity', {
      periodicity: Periodicity.YEARLY,
      when: 'now',
      reason: 'Un solo recibo desde hoy',
    });
    const receipts = await receiptsOf(policy.id);
    // Its receipts hold both periodicities now: a tier or periodicity from a day waits for the next period…
    const tier = await call('changePolicyTier', {
      product_id: 2,
      when: 'now',
      reason: 'Pide la intermedia ya',
    });
    expect([tier.status, tier.error?.code]).toEqual([409, 'ENDORSEMENT_TERM_MIXED']);
    const back = await call('changePolicyPeriodicity', {
      periodicity: Periodicity.MONTHLY,
      when: 'now',
      reason: 'Vuelve a pagar cada mes',
    });
    expect([back.status, back.error?.code]).toEqual([409, 'ENDORSEMENT_TERM_MIXED']);
    // …and a new phone is insured at once, its price entering with the next period.
    const phone = await api.call('changeInsuredDevice', {
      token: holder.token,
      params: { id: policy.id },
      body: newPhone,
    });
    expect(phone.status).toBe(201);
    expect(phone.data).toMatchObject({ adjustment_cents: 0 });
    expect(await receiptsOf(policy.id)).toEqual(receipts);
  });

  it('yearly to monthly from today: the unused days of the paid year given back, the months charged', async () => {
    on('2026-12-07');
    const { policy } = await yearlyPaidPolicy();
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const done = await api.call('changePolicyPeriodicity', {
      token: admin.token,
      params: { id: policy.id },
      body: { periodicity: Periodicity.MONTHLY, when: 'now', reason: 'Prefiere pagar cada mes' },
    });
    // 190 of the year's 365 days are from 7 December: 12548 × 190 / 365 = 65,32 € back. The month
    // running (15 Nov – 14 Dec) pays its 8 days of 30 from the 7th, 11,95 × 8 / 30 = 3,19 €, then six
    // whole months from 15 December.
    expect(done.data).toMatchObject({
      status: 'applied',
      effective_on: '2026-12-07',
      premium_before_cents: 6532,
      premium_after_cents: 319 + 6 * 1195,
      adjustment_cents: -6532,
    });
    const receipts = await receiptsOf(policy.id);
    expect(receipts.map((r) => [r.sequence, r.activation_date, r.price_cents])).toEqual([
      [1, '2026-06-15', 12_548],
      [2, '2026-12-07', 319],
      ...['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15'].map(
        (day, i) => [3 + i, day, 1195],
      ),
      [9, '2026-12-07', -6532],
    ]);
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({ periodicity: Periodicity.MONTHLY, premium_cents: 1195 });
    const [mail] = await mailsTo(row!.email, 'policy-endorsed');
    expect(mail).toBeDefined();
  });

  it('a periodicity changed from a day after the notice prices the announced renewal at it', async () => {
    on('2027-04-20');
    const { policy } = await phonePolicy(10);
    await announcedOn15April(policy.id);
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    await api.ok('changePolicyPeriodicity', {
      token: admin.token,
      params: { id: policy.id },
      body: { periodicity: Periodicity.YEARLY, when: 'now', reason: 'Un solo recibo desde hoy' },
    });
    // 640 € after a year, in Móvil Top's band of 600 to 1.000 €: 125,48 € a year.
    const [renewal] = await t.db.select().from(policyRenewals).where(eq(policyRenewals.policy_id, policy.id));
    expect(renewal).toMatchObject({ premium_cents: 12_548, annual_premium_cents: 12_548 });
  });

  it('refuses a date with a periodicity agreed for the next period', async () => {
    const { policy } = await phonePolicy();
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const answer = await api.call('changePolicyPeriodicity', {
      token: admin.token,
      params: { id: policy.id },
      body: { periodicity: Periodicity.YEARLY, effective_on: today(), reason: 'Prefiere un solo recibo' },
    });
    expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses another line, the same tier, and a day in the past', async () => {
    const { policy } = await phonePolicy();
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const tier = (product_id: number, effective_on?: string) =>
      api.call('changePolicyTier', {
        token: admin.token,
        params: { id: policy.id },
        body: { product_id, when: 'now', effective_on, reason: 'Cambio pedido por teléfono' },
      });
    expect((await tier(15)).error?.code).toBe('ENDORSEMENT_OTHER_LINE');
    expect((await tier(3)).error?.code).toBe('ENDORSEMENT_SAME_TIER');
    const past = await tier(2, addDays(today(), -1));
    expect([past.status, past.error?.code]).toEqual([422, 'ENDORSEMENT_DATE_INVALID']);
  });

  it('a tier and a periodicity agreed for the next period are priced into the renewal and start with it', async () => {
    on('2027-03-20');
    const { policy } = await phonePolicy(12);
    const admin = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const tier = await api.call('changePolicyTier', {
      token: admin.token,
      params: { id: policy.id },
      body: { product_id: 2, when: 'next_period', reason: 'Quiere la intermedia el año que viene' },
    });
    expect(tier.data).toMatchObject({ status: 'scheduled', effective_on: '2027-06-15' });
    const twice = await api.call('changePolicyTier', {
      token: admin.token,
      params: { id: policy.id },
      body: { product_id: 1, when: 'next_period', reason: 'Otra vez' },
    });
    expect(twice.error?.code).toBe('ENDORSEMENT_ALREADY_SCHEDULED');
    // Announced (two months before 15 June) after the tier was agreed: priced with Móvil Intermedio
    // for the phone a year older (640 €: 8,95 € a month).
    on('2027-04-16');
    await announce();
    const [announced] = await t.db
      .select()
      .from(policyRenewals)
      .where(eq(policyRenewals.policy_id, policy.id));
    expect(announced).toMatchObject({ status: 'announced', premium_cents: 895 });
    // The periodicity agreed after the notice re-prices the announced renewal: 8,95 × 10.5 a year.
    on('2027-04-20');
    const yearly = await api.ok('changePolicyPeriodicity', {
      token: await loginOf(admin.user.id),
      params: { id: policy.id },
      body: { periodicity: Periodicity.YEARLY, reason: 'Prefiere un solo recibo' },
    });
    expect(yearly).toMatchObject({
      status: 'scheduled',
      premium_before_cents: 895 * 12,
      premium_after_cents: 9398,
    });
    on('2027-06-15');
    await renew();
    const [renewed] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(renewed).toMatchObject({ product_id: 2, periodicity: Periodicity.YEARLY, premium_cents: 9398 });
    const next = (await receiptsOf(policy.id)).filter((r) => r.activation_date >= '2027-06-15');
    expect(next.map((r) => [r.activation_date, r.price_cents])).toEqual([['2027-06-15', 9398]]);
    const rows = await t.db
      .select()
      .from(policyEndorsements)
      .where(eq(policyEndorsements.policy_id, policy.id));
    expect(rows.map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});
