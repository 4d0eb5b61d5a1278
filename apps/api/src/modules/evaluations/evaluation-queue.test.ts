import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EvaluationQueueItem } from '@amparo/contract';
import { EvaluationStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import {
  seedEvaluation,
  seedEvaluationPhoto,
  seedPolicyWithEvaluation,
} from '../../../test/evaluation-factories.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getEvaluation } from './get-evaluation.ts';
import { listEvaluations } from './list-evaluations.ts';

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-ev-queue-')) } });

const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** The path and query of a signed URL, as a browser would request it. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function list(headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/evaluations${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: EvaluationQueueItem[];
    meta: { page: number; per_page: number; total: number };
  };
}

describe('GET /api/evaluations (the expert queue)', () => {
  it('lists waiting checks oldest first, with policy, holder, device and findings', async () => {
    const expert = await seedSession(t.db, 'expert');
    const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1, 10, minutes));
    const newer = await seedPolicyWithEvaluation(
      t.db,
      { complete_name: 'Ana Queue Nueva', brand: 'Samsung', model: 'Galaxy S24' },
      { created_at: at(30), findings: ['El TAC del IMEI no es de un Samsung Galaxy S24'] },
    );
    const older = await seedPolicyWithEvaluation(
      t.db,
      { complete_name: 'Bea Queue Vieja' },
      { created_at: at(5) },
    );
    // A decided one is not in the queue.
    await seedPolicyWithEvaluation(t.db, {}, { status: EvaluationStatus.VALIDATED, created_at: at(1) });

    const { data } = await list(expert.headers, '?per_page=200');
    const ids = data.map((item) => item.id);
    expect(ids).toContain(newer.evaluation.id);
    expect(ids.indexOf(older.evaluation.id)).toBeLessThan(ids.indexOf(newer.evaluation.id));
    expect(data.every((item) => item.status === EvaluationStatus.PENDING)).toBe(true);
    expect(data.find((item) => item.id === newer.evaluation.id)).toEqual({
      id: newer.evaluation.id,
      policy_id: newer.policy.id,
      policy_number: newer.policy.number,
      holder_name: 'Ana Queue Nueva',
      device: 'Samsung Galaxy S24',
      status: EvaluationStatus.PENDING,
      attempt: 1,
      source: 'customer',
      findings: ['El TAC del IMEI no es de un Samsung Galaxy S24'],
      created_at: at(30).toISOString(),
      checked_at: null,
    });
  });

  it('filters by status and policy, and pages with the total (decided ones newest first)', async () => {
    const agent = await seedSession(t.db, 'agent');
    const { policy, risk } = await seedPolicy(t.db);
    const target = { policyId: policy.id, riskId: risk.id };
    const rejected = [];
    for (const [attempt, day] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ] as const) {
      rejected.push(
        await seedEvaluation(t.db, target, {
          status: EvaluationStatus.REJECTED,
          attempt,
          created_at: new Date(Date.UTC(2021, 0, day)),
        }),
      );
    }
    await seedEvaluation(t.db, target); // the pending fourth: another status
    const query = `?status=${EvaluationStatus.REJECTED}&policy_id=${policy.id}&per_page=2`;
    const first = await list(agent.headers, query);
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(first.data.map((item) => item.attempt)).toEqual([3, 2]);
    const second = await list(agent.headers, `${query}&page=2`);
    expect(second.data.map((item) => item.id)).toEqual([rejected[0]!.id]);
    const pending = await list(agent.headers, `?policy_id=${policy.id}`);
    expect(pending.meta.total).toBe(1);
    expect(pending.data[0]!.attempt).toBe(1);
  });

  it('is not for customers or the anonymous', async () => {
    const customer = await seedSession(t.db, 'policyholder');
    const mine = await seedPolicyWithEvaluation(t.db, { policyholder_id: customer.user.id });
    for (const url of ['/api/evaluations', `/api/evaluations/${mine.evaluation.id}`]) {
      const asCustomer = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const seller = await seedSession(t.db, 'store_seller');
    const res = await t.app.inject({ method: 'GET', url: '/api/evaluations', headers: seller.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/evaluations/{id}', () => {
  it('shows the photos and the IMEI screenshot as short-lived signed links that download', async () => {
    const expert = await seedSession(t.db, 'expert');
    const { policy, risk, evaluation } = await seedPolicyWithEvaluation(
      t.db,
      {},
      { imei: '352099001000005', checked_at: new Date(), findings: ['Foto trasera poco nítida'] },
    );
    const front = await jpeg(200, 30, 30);
    const back = await jpeg(30, 200, 30);
    const screenshot = await jpeg(30, 30, 200);
    await seedEvaluationPhoto(t.db, t.app.services.files, evaluation.id, 'front', front, { code: 'read' });
    await seedEvaluationPhoto(t.db, t.app.services.files, evaluation.id, 'back', back);
    // The screenshot was kept before the evaluation existed: under the risk in the policy's settings.
    const key = `policies/${policy.id}/imei/shot.jpg`;
    await t.app.services.files.put(key, screenshot, { contentType: 'image/jpeg' });
    await t.db
      .update(policies)
      .set({ settings: { imei_screenshots: { [String(risk.id)]: { key, imei: '352099001000005' } } } })
      .where(eq(policies.id, policy.id));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/evaluations/${evaluation.id}`,
      headers: expert.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: evaluation.id,
      policy_risk_id: risk.id,
      imei: '352099001000005',
      frontal: { label: null, comment: null },
      trasera: { label: null, comment: null },
      findings: ['Foto trasera poco nítida'],
      device_type: 'android',
      expert_name: null,
    });
    expect(detail.photos.map((p: { side: string }) => p.side)).toEqual(['front', 'back']);
    expect(detail.photos[0].checks).toEqual({ code: 'read' });
    const expected = [front, back];
    for (const [i, photo] of (detail.photos as { url: string }[]).entries()) {
      const url = new URL(photo.url);
      // Short-lived: the configured link life (5 minutes by default), not days.
      expect(Number(url.searchParams.get('expires')) * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
      const file = await t.app.inject({ method: 'GET', url: pathOf(photo.url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^inline/);
      expect(file.rawPayload.equals(expected[i]!)).toBe(true);
    }
    const shot = await t.app.inject({ method: 'GET', url: pathOf(detail.imei_screenshot_url) });
    expect(shot.rawPayload.equals(screenshot)).toBe(true);

    // A screenshot kept with the evaluation wins over the one in the settings.
    const own = await jpeg(90, 90, 90);
    await seedEvaluationPhoto(t.db, t.app.services.files, evaluation.id, 'imei', own);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/evaluations/${evaluation.id}`,
      headers: expert.headers,
    });
    const ownShot = await t.app.inject({ method: 'GET', url: pathOf(again.json().imei_screenshot_url) });
    expect(ownShot.rawPayload.equals(own)).toBe(true);
  });

  it('answers 404 for an evaluation that does not exist', async () => {
    const expert = await seedSession(t.db, 'expert');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/evaluations/987654',
      headers: expert.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'EVALUATION_NOT_FOUND', message: 'Esta peritación no existe' });
  });
});

describe('the view of a store-scoped staff member', () => {
  // No store-scoped role reads evaluations today (permissions.ts: 403 at the route); the use-cases
  // still apply the policy view, so a scope given later cannot leak another store's checks.
  const storeActor = async (): Promise<Actor> => {
    const session = await seedSession(t.db, 'store_seller');
    const { id, email, name } = session.user;
    return {
      id,
      email,
      name,
      role: 'store_seller',
      tokenId: 0,
      tokenPurpose: 'login',
      scope: 'store',
      distributorIds: [],
      storeIds: [DEMO_STORE_ID],
    };
  };

  it("lists and shows its store's checks and answers 404 for another store's", async () => {
    const actor = await storeActor();
    const own = await seedPolicyWithEvaluation(t.db, { store_id: DEMO_STORE_ID });
    const other = await seedPolicyWithEvaluation(t.db, { store_id: null });
    const query = { page: 1, per_page: 200, status: EvaluationStatus.PENDING };
    const ids = (await listEvaluations(t.db, actor, query)).data.map((item) => item.id);
    expect(ids).toContain(own.evaluation.id);
    expect(ids).not.toContain(other.evaluation.id);
    const files = t.app.services.files;
    expect((await getEvaluation(t.db, files, actor, own.evaluation.id, new Date())).id).toBe(
      own.evaluation.id,
    );
    await expect(getEvaluation(t.db, files, actor, other.evaluation.id, new Date())).rejects.toMatchObject({
      code: 'EVALUATION_NOT_FOUND',
    });
  });
});
