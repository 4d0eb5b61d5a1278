import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluationStatus, RiskType } from '@amparo/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { seedEvaluation, seedPolicyWithEvaluation } from '../../../test/evaluation-factories.ts';
import { lastMailTo, seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, evaluations, policies, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { decideEvaluation } from './decide-evaluation.ts';

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-ev-decide-')) } });

const decideUrl = (policyId: number, evaluationId: number) =>
  `/api/policies/${policyId}/evaluations/${evaluationId}`;
const validated = { frontal_label: 'Validated', trasera_label: 'Validated' } as const;
const breakage = {
  frontal_label: 'Validated',
  trasera_label: 'Breakage',
  trasera_comment: 'La tapa trasera tiene una grieta en la esquina superior',
} as const;

async function statuses(policyId: number, riskId: number) {
  const [policy] = await t.db
    .select({ status: policies.evaluation_status })
    .from(policies)
    .where(eq(policies.id, policyId));
  const [mobile] = await t.db
    .select({ status: riskMobiles.evaluation_status })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, riskId));
  return { policy: policy?.status, mobile: mobile?.status };
}

async function lastAudit(evaluationId: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'evaluation'), eq(auditLog.entity_id, String(evaluationId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('PATCH /api/policies/{id}/evaluations/{evaluationId} (the expert decides)', () => {
  it('validates both sides: statuses, audit row and the customer mail', async () => {
    const expert = await seedSession(t.db, 'expert', { name: 'Pedro Perito' });
    const { policy, risk, evaluation } = await seedPolicyWithEvaluation(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: decideUrl(policy.id, evaluation.id),
      headers: expert.headers,
      payload: { ...validated, frontal_comment: 'Todo correcto' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: evaluation.id,
      status: EvaluationStatus.VALIDATED,
      frontal: { label: 'Validated', comment: 'Todo correcto' },
      trasera: { label: 'Validated', comment: null },
      reasons: [],
      expert_name: 'Pedro Perito',
      decided_at: expect.any(String),
    });
    expect(await statuses(policy.id, risk.id)).toEqual({
      policy: EvaluationStatus.VALIDATED,
      mobile: EvaluationStatus.VALIDATED,
    });
    expect(await lastAudit(evaluation.id)).toMatchObject({
      action: 'evaluation.decide',
      actor_user_id: expert.user.id,
      actor_role: 'expert',
      after: { status: EvaluationStatus.VALIDATED, frontal_label: 'Validated', trasera_label: 'Validated' },
    });
    const mail = await lastMailTo(t.db, policy.email);
    expect(mail?.template).toBe('evaluation-decided');
  });

  it('records a breakage with the comment as the reason the customer reads', async () => {
    const expert = await seedSession(t.db, 'expert');
    const { policy, risk, evaluation } = await seedPolicyWithEvaluation(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: decideUrl(policy.id, evaluation.id),
      headers: expert.headers,
      payload: breakage,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: EvaluationStatus.REJECTED,
      trasera: { label: 'Breakage', comment: breakage.trasera_comment },
      reasons: [breakage.trasera_comment],
    });
    expect((await statuses(policy.id, risk.id)).policy).toBe(EvaluationStatus.REJECTED);
    const mail = await lastMailTo(t.db, policy.email);
    expect(mail?.template).toBe('evaluation-decided');
    expect(mail?.text_body).toContain('grieta en la esquina superior');
  });

  it('refuses a breakage or a refusal without a comment, and decides nothing', async () => {
    const expert = await seedSession(t.db, 'expert');
    const { policy, evaluation } = await seedPolicyWithEvaluation(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: decideUrl(policy.id, evaluation.id),
      headers: expert.headers,
      payload: { frontal_label: 'Rejected', trasera_label: 'Validated' },
    });
    // Schema failures answer 400 VALIDATION_FAILED in this API (error-handler.ts), with the field.
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'body.frontal_comment', message: expect.stringContaining('motivo') }],
    });
    const [row] = await t.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row?.status).toBe(EvaluationStatus.PENDING);
  });

  it('answers 409 to a second decision and keeps the first', async () => {
    const expert = await seedSession(t.db, 'admin');
    const { policy, evaluation } = await seedPolicyWithEvaluation(t.db);
    const url = decideUrl(policy.id, evaluation.id);
    const first = await t.app.inject({ method: 'PATCH', url, headers: expert.headers, payload: validated });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.app.inject({ method: 'PATCH', url, headers: expert.headers, payload: breakage });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'EVALUATION_ALREADY_DECIDED' });
    const [row] = await t.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row?.trasera_label).toBe('Validated');
  });

  it("answers 404 for an unknown evaluation or another policy's", async () => {
    const expert = await seedSession(t.db, 'expert');
    const { evaluation } = await seedPolicyWithEvaluation(t.db);
    const { policy: other } = await seedPolicy(t.db);
    for (const url of [decideUrl(other.id, evaluation.id), decideUrl(other.id, 987654)]) {
      const res = await t.app.inject({ method: 'PATCH', url, headers: expert.headers, payload: validated });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'EVALUATION_NOT_FOUND' });
    }
  });

  it('is refused to roles that only read, to customers and to the anonymous', async () => {
    const { policy, evaluation } = await seedPolicyWithEvaluation(t.db);
    const url = decideUrl(policy.id, evaluation.id);
    for (const role of ['agent', 'claims_handler', 'policyholder'] as const) {
      const session = await seedSession(t.db, role);
      const res = await t.app.inject({ method: 'PATCH', url, headers: session.headers, payload: validated });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'PATCH', url, payload: validated })).statusCode).toBe(401);
  });

  it("a store-scoped view cannot decide another store's check (404)", async () => {
    const session = await seedSession(t.db, 'expert');
    const { id, email, name } = session.user;
    const actor: Actor = {
      id,
      email,
      name,
      role: 'expert',
      tokenId: 0,
      tokenPurpose: 'login',
      scope: 'store',
      distributorIds: [],
      storeIds: [DEMO_STORE_ID],
    };
    const { policy, evaluation } = await seedPolicyWithEvaluation(t.db, { store_id: null });
    const context = { now: new Date(), ip: '127.0.0.1', publicUrl: 'http://localhost' };
    const ids = { policyId: policy.id, evaluationId: evaluation.id };
    await expect(
      decideEvaluation(t.db, t.app.services.files, actor, ids, validated, context),
    ).rejects.toMatchObject({ code: 'EVALUATION_NOT_FOUND' });
    const [row] = await t.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row?.status).toBe(EvaluationStatus.PENDING);
  });
});

describe('POST /api/policies/{id}/risks/{riskId}/evaluations (a check recorded by staff)', () => {
  const url = (policyId: number, riskId: number) => `/api/policies/${policyId}/risks/${riskId}/evaluations`;

  it('records a decided check without photos as the next attempt', async () => {
    const expert = await seedSession(t.db, 'expert');
    const { policy, risk } = await seedPolicy(t.db, { imei: null });
    await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { status: EvaluationStatus.REJECTED },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: url(policy.id, risk.id),
      headers: expert.headers,
      payload: validated,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      policy_id: policy.id,
      policy_risk_id: risk.id,
      source: 'staff',
      attempt: 2,
      status: EvaluationStatus.VALIDATED,
      photos: [],
      imei_screenshot_url: null,
    });
    expect(await statuses(policy.id, risk.id)).toEqual({
      policy: EvaluationStatus.VALIDATED,
      mobile: EvaluationStatus.VALIDATED,
    });
    expect(await lastAudit(body.id)).toMatchObject({
      action: 'evaluation.decide',
      actor_user_id: expert.user.id,
    });
    expect((await lastMailTo(t.db, policy.email))?.template).toBe('evaluation-decided');
  });

  it('answers 409 while a check waits for the expert, and writes nothing', async () => {
    const expert = await seedSession(t.db, 'expert');
    const { policy, risk, evaluation } = await seedPolicyWithEvaluation(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: url(policy.id, risk.id),
      headers: expert.headers,
      payload: breakage,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EVALUATION_IN_PROGRESS' });
    const rows = await t.db.select().from(evaluations).where(eq(evaluations.policy_risk_id, risk.id));
    expect(rows.map((r) => r.id)).toEqual([evaluation.id]);
  });

  it('answers 404 for a risk of another policy and 422 for a risk that is not a phone', async () => {
    const expert = await seedSession(t.db, 'expert');
    const { policy } = await seedPolicy(t.db);
    const { risk: foreign } = await seedPolicy(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: url(policy.id, foreign.id),
      headers: expert.headers,
      payload: validated,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'RISK_NOT_FOUND' });
    const [other] = await t.db
      .insert(policyRisks)
      .values({ policy_id: policy.id, risk_type: RiskType.SCOOTER, name: 'Patinete' })
      .returning();
    const notPhone = await t.app.inject({
      method: 'POST',
      url: url(policy.id, other!.id),
      headers: expert.headers,
      payload: validated,
    });
    expect(notPhone.statusCode).toBe(422);
    expect(notPhone.json()).toMatchObject({ code: 'RISK_NOT_A_MOBILE' });
  });
});
