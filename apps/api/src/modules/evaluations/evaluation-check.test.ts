import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluationStatus, PolicyStatus } from '@amparo/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  asUpload,
  customerWithPhone,
  issueCode,
  photoPair,
  sendEvaluation,
} from '../../../test/evaluations.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { phonePhoto, qrRowsOf, relit } from '../../../test/phone-photos.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  auditLog,
  evaluationPhotos,
  evaluations,
  mailOutbox,
  payments,
  policies,
  riskMobiles,
} from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { checkEvaluation } from './check-evaluation.ts';

const t = useTestApp({
  env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-evaluation-check-')) },
});

type Customer = Awaited<ReturnType<typeof customerWithPhone>>;

/** Sends a check through the phone-check link, with photos changed by `edit`, and runs the job. */
async function sendAndCheck(
  customer: Customer,
  edit?: (p: { front: Buffer; back: Buffer }) => Promise<{ front: Buffer; back: Buffer }>,
) {
  const { policy, risk } = customer;
  const token = await issueCapability(t.db, {
    policyId: policy.id,
    purpose: 'evaluation',
    userId: null,
    now: new Date(),
  });
  const code = await issueCode(t, { policyId: policy.id, riskId: risk.id }, { token });
  const pair = await photoPair(code);
  const photos = edit ? await edit(pair) : pair;
  const res = await sendEvaluation(
    t,
    policy.id,
    {
      risk_id: risk.id,
      screen_code: code,
      device_type: 'ios',
      photos: { front: asUpload(photos.front), back: asUpload(photos.back) },
    },
    { token },
  );
  expect(res.statusCode, res.body).toBe(202);
  await runQueuedJobs(t.db, t.app);
  const [row] = await t.db.select().from(evaluations).where(eq(evaluations.id, res.json().id));
  return { evaluation: row!, token };
}

const status = async (customer: Customer, access: { token?: string } = {}) => {
  const query = access.token ? `?token=${access.token}` : '';
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/policies/${customer.policy.id}/risk/${customer.risk.id}/evaluation-status${query}`,
    headers: access.token ? undefined : customer.headers,
  });
  return res;
};

const mailsTo = (address: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(asc(mailOutbox.id));

const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;
const mobileStatus = async (riskId: number) =>
  (await t.db.select().from(riskMobiles).where(eq(riskMobiles.policy_risk_id, riskId)))[0]!.evaluation_status;

describe('the evaluations.check job and GET evaluation-status', () => {
  it('validates clear photos: status 3 everywhere, a mail with the payment link, and the link in the status', async () => {
    const customer = await customerWithPhone(t);
    const before = await status(customer);
    expect(before.json()).toMatchObject({
      evaluation_id: null,
      status: 1,
      payment_link: null,
      retries_left: 3,
    });

    const { evaluation } = await sendAndCheck(customer);
    expect(evaluation).toMatchObject({
      status: 3,
      frontal_label: 'Validated',
      trasera_label: 'Validated',
      findings: [],
    });
    expect(evaluation.checked_at).not.toBeNull();
    const photos = await t.db
      .select()
      .from(evaluationPhotos)
      .where(eq(evaluationPhotos.evaluation_id, evaluation.id));
    expect(photos.find((p) => p.side === 'front')!.checks).toMatchObject({
      decoded: true,
      screenCode: 'match',
    });
    expect(photos.find((p) => p.side === 'back')!.checks).toMatchObject({ decoded: true });
    expect((await policyRow(customer.policy.id)).evaluation_status).toBe(3);
    expect(await mobileStatus(customer.risk.id)).toBe(3);
    const mails = await mailsTo(customer.policy.email);
    const decided = mails.find((m) => m.template === 'evaluation-decided')!;
    expect(decided.text_body).toMatch(/contratacion\/pago\?acceso=/);

    const res = await status(customer);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      evaluation_id: evaluation.id,
      status: 3,
      frontal: { label: 'Validated' },
      trasera: { label: 'Validated' },
      partner_card: false,
      reasons: [],
      retries_left: 3,
    });
    expect(view.decided_at).not.toBeNull();
    expect(view.payment_link).toMatch(new RegExp(`^${t.app.config.publicUrl}/contratacion/pago\\?acceso=`));
    const token = new URL(view.payment_link).searchParams.get('acceso');
    const open = await t.app.inject({ method: 'GET', url: `/api/policy-access/payment?token=${token}` });
    expect(open.statusCode).toBe(200);

    // A second run of the job changes nothing: no second decision, audit row or mail.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'evaluation'), eq(auditLog.entity_id, String(evaluation.id))));
    await checkEvaluation(
      t.db,
      { files: t.app.services.files, limits: t.app.services.uploadLimits, publicUrl: 'x' },
      evaluation.id,
      new Date(),
    );
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'evaluation'), eq(auditLog.entity_id, String(evaluation.id))));
    expect(after).toHaveLength(audits.length);
    expect(await mailsTo(customer.policy.email)).toHaveLength(mails.length);
  });

  it('brings a policy whose first receipt is paid to life, with no payment link', async () => {
    const customer = await customerWithPhone(t);
    await t.db
      .update(payments)
      .set({ payment_date: new Date(), pending_amount_cents: 0 })
      .where(eq(payments.id, customer.receipts[0]!.id));
    const { evaluation } = await sendAndCheck(customer);
    expect(evaluation.status).toBe(3);
    expect((await policyRow(customer.policy.id)).status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    expect((await mailsTo(customer.policy.email)).map((m) => m.template)).toContain('policy-active');
    expect((await status(customer)).json()).toMatchObject({ status: 3, payment_link: null });
  });

  it('skips the payment link for a partner card policy', async () => {
    const customer = await customerWithPhone(t, { settings: { partner_card: true } });
    await sendAndCheck(customer);
    expect((await status(customer)).json()).toMatchObject({
      status: 3,
      partner_card: true,
      payment_link: null,
    });
  });

  it('asks for a retake of a dark front photo, with the reason and 2 retries left', async () => {
    const customer = await customerWithPhone(t);
    const { evaluation, token } = await sendAndCheck(customer, async (p) => ({
      ...p,
      front: await relit(p.front, 0.12),
    }));
    expect(evaluation).toMatchObject({ status: 4, frontal_label: 'Rejected', trasera_label: 'Validated' });
    expect(evaluation.reasons.join(' ')).toMatch(/demasiado oscura/);
    expect((await policyRow(customer.policy.id)).evaluation_status).toBe(4);
    const view = (await status(customer, { token })).json();
    expect(view).toMatchObject({
      status: 4,
      frontal: { label: 'Rejected' },
      payment_link: null,
      retries_left: 2,
    });
    expect(view.reasons.join(' ')).toMatch(/más luz/);
    const decided = (await mailsTo(customer.policy.email)).find((m) => m.template === 'evaluation-decided')!;
    expect(decided.text_body).toMatch(new RegExp(`peritation/${customer.policy.id}\\?acceso=`));

    // The retake is attempt 2 and may be sent at once.
    const again = await sendAndCheck(customer);
    expect(again.evaluation).toMatchObject({ attempt: 2, status: 3 });
  });

  it('leaves a doubt (a screen code of another check) to the expert, with the finding', async () => {
    const customer = await customerWithPhone(t);
    const { evaluation } = await sendAndCheck(customer, async (p) => ({
      ...p,
      front: await phonePhoto({
        qrRows: qrRowsOf('AMP-OLDCODE234'),
        seed: 999,
        phoneAt: { x: 0.3, y: 0.12 },
      }),
    }));
    expect(evaluation).toMatchObject({ status: 2, frontal_label: null, decided_at: null });
    expect(evaluation.checked_at).not.toBeNull();
    expect(evaluation.findings.join(' ')).toMatch(/código de pantalla que no es el de esta peritación/);
    expect((await policyRow(customer.policy.id)).evaluation_status).toBe(2);
    expect((await status(customer)).json()).toMatchObject({
      status: 2,
      frontal: { label: null },
      trasera: { label: null },
      payment_link: null,
      reasons: [],
      with_expert: true,
    });
    expect((await mailsTo(customer.policy.email)).map((m) => m.template)).not.toContain('evaluation-decided');
  });

  it('mints payment links from the status a bounded number of times', async () => {
    const customer = await customerWithPhone(t);
    await sendAndCheck(customer);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await status(customer)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('answers 404 for another customer policy and 401 for an expired link', async () => {
    const customer = await customerWithPhone(t);
    const stranger = await customerWithPhone(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${customer.policy.id}/risk/${customer.risk.id}/evaluation-status`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await status(customer, { token: 'caducado-o-inventado' })).statusCode).toBe(401);
  });
});

describe('POST /api/policies/{policyId}/evaluation-handoff', () => {
  it('gives the desktop a 30-minute /peritation link whose token opens the check on the phone', async () => {
    const customer = await customerWithPhone(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${customer.policy.id}/evaluation-handoff`,
      headers: customer.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url, expires_at } = res.json();
    expect(url).toMatch(new RegExp(`^${t.app.config.publicUrl}/peritation/${customer.policy.id}\\?acceso=`));
    const ttl = new Date(expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    const token = new URL(url).searchParams.get('acceso')!;
    const read = await status(customer, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: EvaluationStatus.UNDEFINED });

    // From the link's own token too, and never for someone else's policy.
    const fromLink = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${customer.policy.id}/evaluation-handoff?token=${token}`,
    });
    expect(fromLink.statusCode).toBe(201);
    const stranger = await customerWithPhone(t);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${stranger.policy.id}/evaluation-handoff?token=${token}`,
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${customer.policy.id}/evaluation-handoff`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
