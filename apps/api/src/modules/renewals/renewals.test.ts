import { execFileSync } from 'node:child_process';
import { buffer } from 'node:stream/consumers';
import {
  addDays,
  formatEuro,
  madridDate,
  Periodicity,
  PolicyStatus,
  ProductType,
  Role,
} from '@amparo/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { manualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import {
  mailOutbox,
  paymentMethods,
  payments,
  policies,
  policyRenewals,
  productPrices,
  riskDevices,
} from '../../db/schema/index.ts';
import { issueToken } from '../../services/tokens.ts';
import { announceRenewals } from './announce-renewals.ts';
import { renewPolicies } from './renew-policies.ts';

// LCS art. 22: the daily runs announce each renewal two months ahead, renew what was not opposed
// and end what was, on the injected clock (the runs take the Madrid day the schedule gives them).

const clock = manualClock('2026-12-30T10:00:00Z');
const t = useTestApp({ clock });
const api = apiClientOf(t);
const today = () => madridDate(clock.now())!;
const announce = () =>
  announceRenewals(
    t.db,
    { date: today() },
    { leadMonths: 2, publicUrl: 'https://amparo.test', now: clock.now(), files: t.app.services.files },
  );
const renew = () =>
  renewPolicies(
    t.db,
    { date: today() },
    { now: clock.now(), publicUrl: 'https://amparo.test', files: t.app.services.files },
  );
const on = (day: string) => clock.set(`${day}T10:00:00Z`);

/** A live monthly policy by card whose term ends on `endsOn`, its 12 receipts paid. */
async function livePolicy(endsOn: string, overrides: Parameters<typeof seedPolicy>[1] = {}) {
  const holder = await seedSession(t.db, Role.POLICYHOLDER, { now: clock.now() });
  const startsOn = addDays(endsOn, -364);
  const { policy, risk } = await seedPolicy(t.db, {
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    policyholder_id: holder.user.id,
    periodicity: Periodicity.MONTHLY,
    starts_on: startsOn,
    ends_on: endsOn,
    device_value_cents: 80_000,
    ...overrides,
  });
  const [card] = await t.db.insert(paymentMethods).values({ policy_id: policy.id, type: 1 }).returning();
  await t.db.insert(payments).values(
    Array.from({ length: 12 }, (_, i) => ({
      policy_id: policy.id,
      sequence: i + 1,
      price_cents: policy.premium_cents,
      pending_amount_cents: 0,
      activation_date: startsOn,
      payment_date: new Date(`${startsOn}T12:00:00Z`),
      payment_method_id: card!.id,
    })),
  );
  return { policy, risk, holder };
}

/** A fresh login of the same user at the clock's time (a login lasts 12 hours; the tests move months). */
const loginOf = async (userId: number) =>
  (await issueToken(t.db, { purpose: 'login', userId, now: clock.now() })).raw;

const renewalsOf = (policyId: number) =>
  t.db.select().from(policyRenewals).where(eq(policyRenewals.policy_id, policyId));
const mailsTo = (address: string, template: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, address), eq(mailOutbox.template, template)));
const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;

describe('the renewal notice (art. 22: two months before the period ends)', () => {
  it('a policy whose term ends in 55 days gets one notice, not two, with the next year priced', async () => {
    on('2026-12-30');
    const { policy } = await livePolicy('2027-02-23');
    await announce();
    await announce();
    clock.advance(86_400_000);
    await announce();
    const [renewal, ...more] = await renewalsOf(policy.id);
    expect(more).toEqual([]);
    expect(renewal).toMatchObject({
      status: 'announced',
      term_starts_on: '2027-02-24',
      term_ends_on: '2028-02-23',
      announced_on: '2026-12-30',
      decline_deadline: '2027-01-24',
    });
    // Priced with the product's tariff for the device a year older: 80 % of 800 €.
    const bands = await t.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.product_id, policy.product_id));
    const band = bands.find((b) => b.min_value_cents <= 64_000 && 64_000 < b.max_value_cents)!;
    expect(renewal!.insured_value_cents).toBe(64_000);
    expect(renewal!.premium_cents).toBe(band.price_monthly_cents);
    expect(renewal!.annual_premium_cents).toBe(band.price_monthly_cents * 12);
    const notices = await mailsTo(policy.email, 'renewal-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text_body).toContain('del 24/02/2027 al 23/02/2028');
    expect(notices[0]!.text_body).toContain('hasta el 24/01/2027');
    // The notice goes with its PDF: the new period, the premium and the day to oppose by.
    const [attachment] = notices[0]!.attachments;
    expect(attachment!.filename).toBe(`aviso-renovacion-${policy.number}.pdf`);
    const stored = await t.app.services.files.get(attachment!.storage_key);
    const pdf = execFileSync('pdftotext', ['-', '-'], { input: await buffer(stored!.stream) }).toString();
    expect(pdf).toContain('Del 24/02/2027 al 23/02/2028');
    expect(pdf).toContain(
      `${formatEuro(band.price_monthly_cents)}, antes ${formatEuro(policy.premium_cents)}`,
    );
    expect(pdf).toContain('hasta el 24/01/2027');
    // The policy page links the same notice.
    const staff = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const view = await api.ok('getPolicy', { token: staff.token, params: { id: policy.id } });
    expect(view.renewal!.notice_url).toContain(`/api/files/`);
  });

  it('one ending in 61 days gets none yet: its window opens on the day two months before the next period', async () => {
    on('2026-12-30');
    const { policy } = await livePolicy('2027-03-01'); // next period from 2 March: notice from 2 January
    await announce();
    on('2027-01-01');
    await announce();
    expect(await renewalsOf(policy.id)).toEqual([]);
    on('2027-01-02');
    await announce();
    expect(await renewalsOf(policy.id)).toHaveLength(1);
    expect(await mailsTo(policy.email, 'renewal-notice')).toHaveLength(1);
  });

  it('a device past the three-year limit of its line cannot renew, and the customer is told so', async () => {
    on('2026-12-30');
    const { policy, risk } = await livePolicy('2027-02-23', {
      product_id: 5,
      product_type_id: ProductType.EXTENDED_WARRANTY,
    });
    // Bought on 20 February 2024: three years old on 20 February 2027, before the next period.
    await t.db.insert(riskDevices).values({
      policy_risk_id: risk.id,
      brand: 'Bosch',
      model: 'Serie 6',
      device_kind: 'washing_machine',
      purchase_date: '2024-02-20',
      value_cents: 60_000,
    });
    await announce();
    const [renewal] = await renewalsOf(policy.id);
    expect(renewal!.status).toBe('not_renewable');
    expect(renewal!.reason).toContain('cumple 3 años');
    const [mail] = await mailsTo(policy.email, 'renewal-declined');
    expect(mail!.text_body).toContain('no renovaremos tu póliza');
  });
});

describe('RENEWAL_NOTICE_MONTHS', () => {
  it('is two months by default and cannot go under the law’s two', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).renewalNoticeMonths).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', RENEWAL_NOTICE_MONTHS: '3' }).renewalNoticeMonths).toBe(3);
    expect(() => loadConfig({ NODE_ENV: 'test', RENEWAL_NOTICE_MONTHS: '1' })).toThrow(/al menos dos meses/);
  });
});

describe('the end of the period', () => {
  it('renews what was not opposed: the next year’s receipts at the announced premium and a new ends_on', async () => {
    on('2026-12-30');
    const { policy } = await livePolicy('2027-02-23');
    await announce();
    const [announced] = await renewalsOf(policy.id);
    on('2027-02-23');
    await renew();
    expect((await policyRow(policy.id)).ends_on).toBe('2027-02-23'); // not before the period begins
    on('2027-02-24');
    await renew();
    await renew();
    const after = await policyRow(policy.id);
    expect(after).toMatchObject({ ends_on: '2028-02-23', premium_cents: announced!.premium_cents });
    const next = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.policy_id, policy.id), gt(payments.sequence, 12)))
      .orderBy(asc(payments.sequence));
    expect(next.map((r) => [r.sequence, r.activation_date])).toEqual(
      Array.from({ length: 12 }, (_, i) => [13 + i, expect.any(String)]),
    );
    expect(next[0]!.activation_date).toBe('2027-02-24');
    expect(next[11]!.activation_date).toBe('2028-01-24');
    expect(
      next.every((r) => r.pending_amount_cents === announced!.premium_cents && r.payment_method_id),
    ).toBe(true);
    expect((await renewalsOf(policy.id))[0]!.status).toBe('renewed');
    const [renewedMail, ...again] = await mailsTo(policy.email, 'policy-renewed');
    expect(again).toEqual([]);
    // The new period's certificate goes with the mail.
    const [certificate] = renewedMail!.attachments;
    expect(certificate!.filename).toBe(`certificado-seguro-${policy.number}-2027-02-24.pdf`);
    const stored = await t.app.services.files.get(certificate!.storage_key);
    const pdf = execFileSync('pdftotext', ['-', '-'], { input: await buffer(stored!.stream) }).toString();
    expect(pdf).toContain('hasta el 23/02/2028');
    expect(renewedMail!.text_body).toContain('certificado');
    const staff = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const view = await api.ok('getPolicy', { token: staff.token, params: { id: policy.id } });
    expect(view.renewal).toMatchObject({
      status: 'renewed',
      ends_on: '2028-02-23',
      decline_deadline: '2028-01-24',
    });
  });

  it('a declined one keeps its cover to the last day and ends as status 4 the day after', async () => {
    on('2026-12-30');
    const { policy, holder } = await livePolicy('2027-02-23');
    await announce();
    on('2027-01-10');
    const token = await loginOf(holder.user.id);
    const declined = await api.ok('declineRenewal', { token, params: { id: policy.id }, body: {} });
    expect(declined).toMatchObject({
      status: 'declined',
      declined_by: 'holder',
      decline_channel: 'customer_area',
      can_decline: false,
    });
    // The same again answers the same; the mail went once.
    expect((await api.call('declineRenewal', { token, params: { id: policy.id }, body: {} })).status).toBe(
      200,
    );
    const [ack, ...again] = await mailsTo(policy.email, 'renewal-declined');
    expect(again).toEqual([]);
    expect(ack!.text_body).toContain('Sigues cubierto hasta el 23/02/2027');
    on('2027-02-23');
    await renew();
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.ACTIVE_PAID_SIGNED);
    on('2027-02-24');
    await renew();
    const ended = await policyRow(policy.id);
    expect(ended).toMatchObject({ status: PolicyStatus.CANCELLED, ends_on: '2027-02-23' });
    expect(ended.cancel_reason).toBe('not_renewed');
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.policy_id, policy.id), gt(payments.sequence, 12))),
    ).toEqual([]);
  });
});

describe('POST /api/policies/{id}/renewal/decline', () => {
  it('refuses the holder after the month before the end, with the date, and says why', async () => {
    on('2026-12-30');
    const { policy, holder } = await livePolicy('2027-02-23');
    on('2027-01-25');
    const token = await loginOf(holder.user.id);
    const late = await api.call('declineRenewal', { token, params: { id: policy.id }, body: {} });
    expect(late.status).toBe(409);
    expect(late.error?.code).toBe('RENEWAL_DECLINE_TOO_LATE');
    expect(late.error?.message).toContain('terminó el 24/01/2027');
  });

  it('lets the holder oppose before any notice, and refuses the insurer’s side to a holder', async () => {
    on('2026-11-01');
    const { policy, holder } = await livePolicy('2027-02-23');
    const token = await loginOf(holder.user.id);
    const insurer = await api.call('declineRenewal', {
      token,
      params: { id: policy.id },
      body: { by: 'insurer', reason: 'Porque sí' },
    });
    expect(insurer.status).toBe(403);
    expect(insurer.error?.code).toBe('RENEWAL_HOLDER_ONLY');
    const early = await api.ok('declineRenewal', { token, params: { id: policy.id }, body: {} });
    expect(early).toMatchObject({ status: 'declined', premium_cents: null, starts_on: '2027-02-24' });
    // The notice run then leaves it alone: no notice for a renewal already opposed.
    on('2026-12-30');
    await announce();
    expect(await mailsTo(policy.email, 'renewal-notice')).toEqual([]);
  });

  it('staff record a notice received by phone, and the insurer’s refusal only up to two months before', async () => {
    on('2026-12-10');
    const { policy } = await livePolicy('2027-02-23');
    const staff = await seedSession(t.db, Role.ADMIN, { now: clock.now() });
    const refusal = await api.call('declineRenewal', {
      token: staff.token,
      params: { id: policy.id },
      body: { by: 'insurer' },
    });
    expect(refusal.status).toBe(400); // the insurer's refusal needs its reason
    on('2026-12-25');
    const tooLate = await api.call('declineRenewal', {
      token: (await seedSession(t.db, Role.ADMIN, { now: clock.now() })).token,
      params: { id: policy.id },
      body: { by: 'insurer', reason: 'Siniestralidad' },
    });
    expect(tooLate.error?.code).toBe('RENEWAL_REFUSAL_TOO_LATE');
    expect(tooLate.error?.message).toContain('hasta el 24/12/2026');
    const byPhone = await api.ok('declineRenewal', {
      token: (await seedSession(t.db, Role.ADMIN, { now: clock.now() })).token,
      params: { id: policy.id },
      body: { channel: 'phone' },
    });
    expect(byPhone).toMatchObject({ status: 'declined', declined_by: 'holder', decline_channel: 'phone' });
    const [row] = await renewalsOf(policy.id);
    expect(row!.declined_by_user_id).not.toBeNull();
  });
});
