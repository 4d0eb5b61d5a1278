import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluationStatus, PolicyStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedEvaluation } from '../../../test/evaluation-factories.ts';
import { newImei } from '../../../test/evaluations.ts';
import { lastMailTo, seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies, riskMobiles } from '../../db/schema/index.ts';

// After three failed IMEI attempts a person takes over (docs/phone-check.md): the phone lands in the
// back office's IMEI queue with what was tried, staff type the IMEI with spec 7's call, and the
// customer is mailed a link to go on with the photos.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-imei-queue-')) } });
const api = apiClientOf(t);

const wrongLuhn = (imei: string) => imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);

/** A `*#06#`-less screenshot: text, no IMEI. */
async function unreadableScreenshot(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334"><rect width="100%" height="100%" fill="#fff"/><text x="60" y="500" font-family="DejaVu Sans" font-size="40">Ajustes</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/** A customer with a draft phone policy and no IMEI yet. */
async function customerWithoutImei(input: Parameters<typeof seedPolicy>[1] = {}) {
  const session = await seedSession(t.db, 'policyholder');
  const seeded = await seedPolicy(t.db, { imei: null, policyholder_id: session.user.id, ...input });
  return { session, ...seeded, ids: { policyId: seeded.policy.id, riskId: seeded.risk.id } };
}

/** The customer's three refused entries: two wrong check digits and an IMEI insured elsewhere. */
async function useUpAttempts(customer: Awaited<ReturnType<typeof customerWithoutImei>>) {
  const token = customer.session.token;
  const taken = newImei();
  await seedPolicy(t.db, { imei: taken });
  for (const imei of [wrongLuhn(newImei()), wrongLuhn(newImei()), taken]) {
    const answer = await api.call('saveRiskImei', {
      params: customer.ids,
      body: { imei, source: 'manual' },
      token,
    });
    expect(answer.status).toBeGreaterThanOrEqual(409);
  }
}

async function queueFor(token: string) {
  return (await api.ok('listImeiPending', { token })).data;
}

describe('GET /api/evaluations/imei-pending', () => {
  it('lists a phone once its 3 attempts are used, with the contact and every attempt, the screenshot signed', async () => {
    const customer = await customerWithoutImei();
    const agent = await seedSession(t.db, 'agent');
    const unread = await api.call('readImeiScreenshot', {
      params: customer.ids,
      body: { image: await unreadableScreenshot(), extension: 'png' },
      token: customer.session.token,
    });
    expect(unread.status).toBe(422);
    // Two refused entries: not yet in the queue, the customer still has one.
    await api.call('saveRiskImei', {
      params: customer.ids,
      body: { imei: wrongLuhn(newImei()), source: 'manual' },
      token: customer.session.token,
    });
    expect((await queueFor(agent.token)).some((item) => item.risk_id === customer.risk.id)).toBe(false);

    await useUpAttempts(customer);
    const item = (await queueFor(agent.token)).find((row) => row.risk_id === customer.risk.id);
    expect(item).toMatchObject({
      policy_id: customer.policy.id,
      policy_number: customer.policy.number,
      user_id: customer.session.user.id,
      email: customer.policy.email,
      phone: customer.policy.phone,
    });
    // The unreadable screenshot (free), then the refused entries until the limit; the fourth try
    // after the limit was refused before anything was read, so it is not in the history.
    expect(item!.attempts.map((a) => [a.kind, a.outcome, a.counted])).toEqual([
      ['screenshot', 'unreadable', false],
      ['entry', 'invalid', true],
      ['entry', 'invalid', true],
      ['entry', 'invalid', true],
    ]);
    expect(item!.attempts[1]!.screenshot_url).toBeNull();
    // The screenshot opens from its signed link, as an image.
    const link = new URL(item!.attempts[0]!.screenshot_url!, 'http://localhost');
    const shot = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toMatch(/^image\//);
  });

  it('leaves out cancelled policies, phones with an IMEI, and answers 403 to a customer or a seller', async () => {
    const cancelled = await customerWithoutImei();
    await useUpAttempts(cancelled);
    await t.db
      .update(policies)
      .set({ status: PolicyStatus.CANCELLED })
      .where(eq(policies.id, cancelled.policy.id));
    const expert = await seedSession(t.db, 'expert');
    expect((await queueFor(expert.token)).some((item) => item.policy_id === cancelled.policy.id)).toBe(false);

    const customer = await customerWithoutImei();
    expect((await api.call('listImeiPending', { token: customer.session.token })).status).toBe(403);
    const seller = await seedSession(t.db, 'store_seller');
    expect((await api.call('listImeiPending', { token: seller.token })).status).toBe(403);
    expect((await api.call('listImeiPending')).status).toBe(401);
  });
});

describe('POST /api/users/{userId}/mobile-imei from the queue', () => {
  it("takes spec 7's body alone, marks the IMEI as staff's, mails the customer on to the photos", async () => {
    const customer = await customerWithoutImei();
    await useUpAttempts(customer);
    const agent = await seedSession(t.db, 'agent');
    const imei = newImei();
    const saved = await api.ok('saveStaffImei', {
      params: { userId: customer.session.user.id },
      body: { extra_fields: { imei } },
      token: agent.token,
    });
    expect(saved).toEqual({ imei, source: 'staff', retries_left: 3 });
    const [mobile] = await t.db
      .select({ imei: riskMobiles.imei })
      .from(riskMobiles)
      .where(eq(riskMobiles.policy_risk_id, customer.risk.id));
    expect(mobile!.imei).toBe(imei);
    expect((await queueFor(agent.token)).some((item) => item.risk_id === customer.risk.id)).toBe(false);

    const mail = await lastMailTo(t.db, customer.policy.email);
    expect(mail!.template).toBe('imei-saved');
    expect(mail!.subject).toBe(`Ya tenemos el IMEI de tu móvil: póliza ${customer.policy.number}`);
    const token = mail!.text_body.match(/\/peritation\/\d+\?acceso=([\w-]+)/)?.[1];
    expect(token, mail!.text_body).toBeTruthy();
    const view = await api.ok('getPolicyAccess', {
      params: { purpose: 'evaluation' },
      query: { token: token! },
    });
    expect(view.policy.phones.find((phone) => phone.risk_id === customer.risk.id)?.imei).toBe(imei);

    // The expert's page says who gave the IMEI.
    const evaluation = await seedEvaluation(t.db, customer.ids, { imei });
    const detail = await api.ok('getEvaluation', { params: { id: evaluation.id }, token: agent.token });
    expect(detail.imei_source).toBe('staff');
  });

  it('corrects the IMEI of a phone already validated without asking the customer for photos again', async () => {
    const customer = await customerWithoutImei({ imei: newImei() });
    await t.db
      .update(riskMobiles)
      .set({ evaluation_status: EvaluationStatus.VALIDATED })
      .where(eq(riskMobiles.policy_risk_id, customer.risk.id));
    const mailsBefore = await lastMailTo(t.db, customer.policy.email);
    const admin = await seedSession(t.db, 'admin');
    const corrected = newImei();
    await api.ok('saveStaffImei', {
      params: { userId: customer.session.user.id },
      body: { policy_id: customer.policy.id, risk_id: customer.risk.id, extra_fields: { imei: corrected } },
      token: admin.token,
    });
    const [mobile] = await t.db
      .select({ imei: riskMobiles.imei })
      .from(riskMobiles)
      .where(eq(riskMobiles.policy_risk_id, customer.risk.id));
    expect(mobile!.imei).toBe(corrected);
    expect((await lastMailTo(t.db, customer.policy.email))?.id ?? null).toBe(mailsBefore?.id ?? null);
  });

  it('asks which phone when the customer has two without IMEI, 404 when none waits, 400 without an IMEI', async () => {
    const customer = await customerWithoutImei();
    await seedPolicy(t.db, { imei: null, policyholder_id: customer.session.user.id });
    const admin = await seedSession(t.db, 'admin');
    // Loose bodies on purpose: the last one breaks the contract.
    const save = (body: Record<string, unknown>) =>
      api.call('saveStaffImei', {
        params: { userId: customer.session.user.id },
        body: body as never,
        token: admin.token,
      });
    const two = await save({ extra_fields: { imei: newImei() } });
    expect(two.status).toBe(422);
    expect(two.error).toMatchObject({ code: 'IMEI_PHONE_REQUIRED' });
    // Naming the policy is enough when it has one phone.
    const named = await api.call('saveStaffImei', {
      params: { userId: customer.session.user.id },
      body: { policy_id: customer.policy.id, extra_fields: { imei: newImei() } },
      token: admin.token,
    });
    expect(named.status, named.text).toBe(200);

    const nobody = await seedSession(t.db, 'policyholder');
    const none = await api.call('saveStaffImei', {
      params: { userId: nobody.user.id },
      body: { extra_fields: { imei: newImei() } },
      token: admin.token,
    });
    expect(none.status).toBe(404);
    expect(none.error).toMatchObject({ code: 'IMEI_NO_PHONE_WAITING' });
    const empty = await save({});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Falta el IMEI');
  });
});
