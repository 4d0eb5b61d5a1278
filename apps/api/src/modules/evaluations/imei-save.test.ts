import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, policies, riskMobiles } from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { imeiRetriesUsed } from './imei-retries.ts';

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-imei-save-')) } });

let serial = 100_000;
/** A fresh Luhn-valid IMEI: 8 digits of TAC, a 6-digit serial, the check digit. */
function newImei(): string {
  const body = `35209900${String(serial++).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // From the right of the full 15 digits, the body's last digit is doubled.
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
const wrongLuhn = (imei: string) => imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);

async function customerWithPolicy() {
  const session = await seedSession(t.db, 'policyholder');
  const { policy, risk } = await seedPolicy(t.db, { policyholder_id: session.user.id });
  return { session, policy, risk, url: `/api/policies/${policy.id}/risk/${risk.id}/imei` };
}

async function savedImei(riskId: number) {
  const [row] = await t.db
    .select({ imei: riskMobiles.imei })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, riskId));
  return row?.imei ?? null;
}

describe('PUT /api/policies/{policyId}/risk/{riskId}/imei', () => {
  it('saves a typed IMEI with a valid Luhn digit on the risk', async () => {
    const { session, policy, risk, url } = await customerWithPolicy();
    const imei = newImei();
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: session.headers,
      payload: { imei: `${imei.slice(0, 2)} ${imei.slice(2)}`, source: 'manual' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imei, source: 'manual', retries_left: 3 });
    expect(await savedImei(risk.id)).toBe(imei);
    const [row] = await t.db
      .select({ settings: policies.settings })
      .from(policies)
      .where(eq(policies.id, policy.id));
    expect((row!.settings.imei_sources as Record<string, { source: string }>)[String(risk.id)]).toMatchObject(
      {
        source: 'manual',
      },
    );
  });

  it('saves from the phone-check link without a session', async () => {
    const { policy, risk, url } = await customerWithPolicy();
    const token = await issueCapability(t.db, {
      policyId: policy.id,
      purpose: 'evaluation',
      userId: null,
      now: new Date(),
    });
    const imei = newImei();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${url}?token=${token}`,
      payload: { imei, source: 'ocr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await savedImei(risk.id)).toBe(imei);
  });

  it('refuses a wrong Luhn digit in Spanish, counts the attempt and saves nothing', async () => {
    const { session, risk, url } = await customerWithPolicy();
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: session.headers,
      payload: { imei: wrongLuhn(newImei()), source: 'manual' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMEI_INVALID', message: expect.stringContaining('15 cifras') });
    expect(await savedImei(risk.id)).toBeNull();

    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: session.headers,
      payload: { imei: newImei(), source: 'manual' },
    });
    expect(ok.json()).toMatchObject({ retries_left: 2 });
  });

  it('refuses an IMEI active on another policy with 409 and keeps the risk empty', async () => {
    const imei = newImei();
    await seedPolicy(t.db, { imei });
    const { session, policy, risk, url } = await customerWithPolicy();
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: session.headers,
      payload: { imei, source: 'barcode' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'IMEI_REPEATED',
      message: 'Este IMEI ya está asegurado en otra póliza activa',
    });
    expect(await savedImei(risk.id)).toBeNull();
    expect(await imeiRetriesUsed(t.db, policy.id, risk.id)).toBe(1);
  });

  it('of two concurrent saves of one IMEI on two policies, one wins and the other answers 409', async () => {
    const a = await customerWithPolicy();
    const b = await customerWithPolicy();
    const imei = newImei();
    const answers = await Promise.all(
      [a, b].map((c) =>
        t.app.inject({
          method: 'PUT',
          url: c.url,
          headers: c.session.headers,
          payload: { imei, source: 'manual' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'IMEI_REPEATED' });
    const rows = await t.db
      .select({ id: riskMobiles.id })
      .from(riskMobiles)
      .where(and(eq(riskMobiles.imei, imei), eq(riskMobiles.imei_active, true)));
    expect(rows).toHaveLength(1);
  });

  it('after 3 wrong entries refuses every entry, even a right one, with 409 in Spanish', async () => {
    const { session, risk, url } = await customerWithPolicy();
    const put = (imei: string) =>
      t.app.inject({ method: 'PUT', url, headers: session.headers, payload: { imei, source: 'manual' } });
    // Three wrong entries at once: the guarded UPDATE counts each, none is lost.
    const wrong = await Promise.all([1, 2, 3].map(() => put('12345')));
    expect(wrong.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    for (const imei of ['123', newImei()]) {
      const res = await put(imei);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'IMEI_RETRIES_EXHAUSTED',
        message: expect.stringContaining('3 intentos'),
      });
    }
    expect(await savedImei(risk.id)).toBeNull();
  });

  it('does not count an unreadable screenshot as an attempt (spec 4 counts IMEI entries)', async () => {
    const { session, policy, risk, url } = await customerWithPolicy();
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: session.headers,
      payload: { extension: 'png', image: blank.toString('base64') },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMEI_UNREADABLE' });
    const [row] = await t.db
      .select({ settings: policies.settings })
      .from(policies)
      .where(eq(policies.id, policy.id));
    expect(row!.settings.imei_retries ?? {}).not.toHaveProperty(String(risk.id));
  });

  it("answers 404 for another customer's policy and saves nothing", async () => {
    const { risk, url } = await customerWithPolicy();
    const other = await seedSession(t.db, 'policyholder');
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: other.headers,
      payload: { imei: newImei(), source: 'manual' },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(await savedImei(risk.id)).toBeNull();
  });
});

describe('POST /api/users/{userId}/mobile-imei', () => {
  it('lets an agent save the IMEI, with no attempt limit, audited', async () => {
    const { session, policy, risk, url } = await customerWithPolicy();
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'PUT',
        url,
        headers: session.headers,
        payload: { imei: '1', source: 'manual' },
      });
    }
    const agent = await seedSession(t.db, 'agent');
    const imei = newImei();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${session.user.id}/mobile-imei`,
      headers: agent.headers,
      payload: { policy_id: policy.id, risk_id: risk.id, imei },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imei, source: 'staff' });
    expect(await savedImei(risk.id)).toBe(imei);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'risk.imei_saved'), eq(auditLog.entity_id, String(risk.id))));
    expect(audit).toMatchObject({
      actor_user_id: agent.user.id,
      actor_role: 'agent',
      before: { imei: null },
    });
    expect(audit!.after).toEqual({ imei, source: 'staff' });
  });

  it('applies the same checks: bad Luhn 422, repeated 409, not the user policy 404', async () => {
    const { session, policy, risk } = await customerWithPolicy();
    const admin = await seedSession(t.db, 'admin');
    const post = (userId: number, imei: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${userId}/mobile-imei`,
        headers: admin.headers,
        payload: { policy_id: policy.id, risk_id: risk.id, imei },
      });
    expect((await post(session.user.id, wrongLuhn(newImei()))).statusCode).toBe(422);
    const taken = newImei();
    await seedPolicy(t.db, { imei: taken });
    const repeated = await post(session.user.id, taken);
    expect(repeated.statusCode, repeated.body).toBe(409);
    expect(repeated.json()).toMatchObject({ code: 'IMEI_REPEATED' });
    const other = await seedSession(t.db, 'policyholder');
    expect((await post(other.user.id, newImei())).statusCode).toBe(404);
    expect(await savedImei(risk.id)).toBeNull();
  });
});
