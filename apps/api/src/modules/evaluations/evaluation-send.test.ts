import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluationStatus, PolicyStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerWithPhone,
  issueCode,
  keptPhotos,
  readyToSend,
  sendEvaluation,
} from '../../../test/evaluations.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  evaluationCodes,
  evaluationPhotos,
  evaluations,
  jobs,
  policies,
  riskMobiles,
} from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { issueToken } from '../../services/tokens.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-evaluation-send-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });

const evaluationsOf = (riskId: number) =>
  t.db.select().from(evaluations).where(eq(evaluations.policy_risk_id, riskId));

describe('POST /api/policies/{policyId}/risk/{riskId}/evaluation-code', () => {
  it('issues a one-time code for 10 minutes, kept for this phone', async () => {
    const { ids, headers, risk } = await customerWithPhone(t).then((c) => ({
      ...c,
      ids: { policyId: c.policy.id, riskId: c.risk.id },
    }));
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${ids.policyId}/risk/${ids.riskId}/evaluation-code`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { code, expires_at } = res.json();
    expect(code).toMatch(/^AMP-[A-Z2-7]{10}$/);
    const ttl = new Date(expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThan(10.1 * 60_000);
    const [row] = await t.db.select().from(evaluationCodes).where(eq(evaluationCodes.code, code));
    expect(row).toMatchObject({ policy_risk_id: risk.id, used_at: null });
    expect(await issueCode(t, ids, { headers })).not.toBe(code);
  });

  it('answers 404 for another customer policy and 401 for an expired link', async () => {
    const mine = await customerWithPhone(t);
    const theirs = await customerWithPhone(t);
    const url = `/api/policies/${theirs.policy.id}/risk/${theirs.risk.id}/evaluation-code`;
    const other = await t.app.inject({ method: 'POST', url, headers: mine.headers });
    expect(other.statusCode).toBe(404);
    const expired = await issueToken(t.db, {
      purpose: 'evaluation',
      userId: theirs.session.user.id,
      subject: { type: 'policy', id: theirs.policy.id },
      now: new Date(Date.now() - 3_600_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const late = await t.app.inject({ method: 'POST', url: `${url}?token=${expired.raw}` });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/caducado/);
  });
});

describe('POST /api/policies/{policyId}/evaluations', () => {
  it('stores the evaluation, its photos, the IMEI screenshot row, spends the code and queues the check', async () => {
    const ready = await readyToSend(t);
    const { policy, risk, mobile } = ready;
    const screenshot = { key: `policies/${policy.id}/imei/2026/11/imei-shot.png`, sha256: 'a'.repeat(64) };
    await t.db
      .update(policies)
      .set({ settings: { imei_screenshots: { [String(risk.id)]: screenshot } } })
      .where(eq(policies.id, policy.id));
    const token = await issueCapability(t.db, {
      policyId: policy.id,
      purpose: 'evaluation',
      userId: null,
      now: new Date(),
    });

    const res = await sendEvaluation(t, policy.id, ready.body, { token });
    expect(res.statusCode, res.body).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({
      status: EvaluationStatus.PENDING,
      attempt: 1,
      policy_risks: [{ id: risk.id, policy_risk_mobile: { id: mobile.id } }],
    });
    const [row] = await evaluationsOf(risk.id);
    expect(row).toMatchObject({
      id: created.id,
      status: 2,
      attempt: 1,
      screen_code: ready.code,
      imei: mobile.imei,
      device_type: 'android',
      source: 'customer',
      checked_at: null,
    });
    const photos = await t.db
      .select()
      .from(evaluationPhotos)
      .where(eq(evaluationPhotos.evaluation_id, created.id));
    expect(photos.map((p) => p.side).sort()).toEqual(['back', 'front', 'imei']);
    const front = photos.find((p) => p.side === 'front')!;
    expect(front).toMatchObject({ mime: 'image/jpeg', width: 1200, height: 1600 });
    expect(front.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photos.find((p) => p.side === 'imei')).toMatchObject({
      storage_key: screenshot.key,
      sha256: screenshot.sha256,
      mime: 'image/png',
    });
    expect(keptPhotos(dataDir, policy.id)).toHaveLength(2);
    const [code] = await t.db.select().from(evaluationCodes).where(eq(evaluationCodes.code, ready.code));
    expect(code).toMatchObject({ evaluation_id: created.id });
    expect(code!.used_at).not.toBeNull();
    const [p] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(p!.evaluation_status).toBe(2);
    const [m] = await t.db.select().from(riskMobiles).where(eq(riskMobiles.id, mobile.id));
    expect(m!.evaluation_status).toBe(2);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, 'evaluations.check'));
    expect(queued.map((j) => j.payload)).toContainEqual({ evaluationId: created.id });
  });

  it('refuses a second send while one is waiting (409), even with a fresh code', async () => {
    const ready = await readyToSend(t);
    expect(
      (await sendEvaluation(t, ready.policy.id, ready.body, { headers: ready.headers })).statusCode,
    ).toBe(202);
    const again = await issueCode(t, ready.ids, { headers: ready.headers });
    const res = await sendEvaluation(
      t,
      ready.policy.id,
      { ...ready.body, screen_code: again },
      { headers: ready.headers },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EVALUATION_IN_PROGRESS',
      message: expect.stringMatching(/revisando/),
    });
    expect(await evaluationsOf(ready.risk.id)).toHaveLength(1);
    // The refused send's photos, stored before its transaction, were deleted: only the first send's remain.
    expect(keptPhotos(dataDir, ready.policy.id)).toHaveLength(2);
    // The refused send's code was not spent: the transaction rolled back whole.
    const [code] = await t.db.select().from(evaluationCodes).where(eq(evaluationCodes.code, again));
    expect(code!.used_at).toBeNull();
  });

  it('refuses a used, expired, unknown or other phone code with 422', async () => {
    const ready = await readyToSend(t);
    const other = await readyToSend(t);
    const expired = `AMP-EXPIRED${ready.risk.id}`;
    await t.db.insert(evaluationCodes).values({
      policy_risk_id: ready.risk.id,
      code: expired,
      expires_at: new Date(Date.now() - 1000),
    });
    for (const screen_code of [expired, 'AMP-NOPE000000', other.code]) {
      const res = await sendEvaluation(
        t,
        ready.policy.id,
        { ...ready.body, screen_code },
        { headers: ready.headers },
      );
      expect(res.statusCode, screen_code).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'EVALUATION_CODE_INVALID',
        message: expect.stringMatching(/código/),
      });
    }
    expect(
      (await sendEvaluation(t, ready.policy.id, ready.body, { headers: ready.headers })).statusCode,
    ).toBe(202);
    // Used: a later attempt (after a decision) cannot replay it.
    await t.db
      .update(evaluations)
      .set({ status: EvaluationStatus.REJECTED })
      .where(eq(evaluations.policy_risk_id, ready.risk.id));
    const replay = await sendEvaluation(t, ready.policy.id, ready.body, { headers: ready.headers });
    expect(replay.statusCode).toBe(422);
    expect(await evaluationsOf(other.risk.id)).toHaveLength(0);
  });

  it('refuses another customer policy (404), an expired link (401) and a phone without IMEI (409)', async () => {
    const ready = await readyToSend(t);
    const stranger = await customerWithPhone(t);
    const notMine = await sendEvaluation(t, ready.policy.id, ready.body, { headers: stranger.headers });
    expect(notMine.statusCode).toBe(404);
    const expired = await issueToken(t.db, {
      purpose: 'evaluation',
      userId: null,
      subject: { type: 'policy', id: ready.policy.id },
      now: new Date(Date.now() - 3_600_000),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await sendEvaluation(t, ready.policy.id, ready.body, { token: expired.raw })).statusCode).toBe(
      401,
    );

    const noImei = await customerWithPhone(t, { imei: null });
    const code = await issueCode(
      t,
      { policyId: noImei.policy.id, riskId: noImei.risk.id },
      { headers: noImei.headers },
    );
    const res = await sendEvaluation(
      t,
      noImei.policy.id,
      { ...ready.body, risk_id: noImei.risk.id, screen_code: code },
      { headers: noImei.headers },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EVALUATION_IMEI_MISSING',
      message: expect.stringMatching(/IMEI/),
    });
    expect(await evaluationsOf(ready.risk.id)).toHaveLength(0);
  });

  // Three tests, not one: each sends real photos, and together they passed 30 s on a loaded CI machine.
  it('refuses a cancelled policy', async () => {
    const cancelled = await readyToSend(t);
    await t.db
      .update(policies)
      .set({ status: PolicyStatus.CANCELLED })
      .where(eq(policies.id, cancelled.policy.id));
    const c = await sendEvaluation(t, cancelled.policy.id, cancelled.body, { headers: cancelled.headers });
    expect(c.json()).toMatchObject({ code: 'POLICY_NOT_EVALUABLE' });
  });

  it('refuses a phone already validated', async () => {
    const validated = await readyToSend(t);
    await t.db
      .update(riskMobiles)
      .set({ evaluation_status: EvaluationStatus.VALIDATED })
      .where(eq(riskMobiles.id, validated.mobile.id));
    const v = await sendEvaluation(t, validated.policy.id, validated.body, { headers: validated.headers });
    expect(v.statusCode).toBe(409);
    expect(v.json()).toMatchObject({ code: 'EVALUATION_NOT_NEEDED' });
  });

  it('refuses a fourth try after 3 refusals', async () => {
    const tired = await readyToSend(t);
    const refused = {
      policy_id: tired.policy.id,
      policy_risk_id: tired.risk.id,
      status: EvaluationStatus.REJECTED,
    };
    await t.db.insert(evaluations).values([
      { ...refused, attempt: 1 },
      { ...refused, attempt: 2 },
    ]);
    const third = await sendEvaluation(t, tired.policy.id, tired.body, { headers: tired.headers });
    expect(third.statusCode, third.body).toBe(202);
    expect(third.json().attempt).toBe(3);
    await t.db
      .update(evaluations)
      .set({ status: EvaluationStatus.REJECTED })
      .where(eq(evaluations.id, third.json().id));
    const code = await issueCode(t, tired.ids, { headers: tired.headers });
    const fourth = await sendEvaluation(
      t,
      tired.policy.id,
      { ...tired.body, screen_code: code },
      { headers: tired.headers },
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'EVALUATION_RETRIES_EXHAUSTED',
      message: expect.stringMatching(/3 intentos/),
    });
  });
});
