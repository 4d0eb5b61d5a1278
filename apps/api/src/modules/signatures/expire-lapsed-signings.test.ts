import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PolicyStatus, Role } from '@amparo/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { evidenceRecords, jobs, policies, signatures } from '../../db/schema/index.ts';
import { seedSchedules } from '../../jobs/schedules.ts';
import { expireLapsedSignings, SIGNING_EXPIRY_QUEUE } from './expire-lapsed-signings.ts';

// A signing left alone for 7 days expires (packages/domain signing.ts, signingLapsed); the customer
// prepares the contract again from the signing page, staff see 'expired' in the back office.
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sign-expiry-'));
const t = useTestApp({ env: { FILES_DIR: path.join(dataDir, 'files'), AMPARO_DATA_DIR: dataDir } });
const { paidPolicy, ageOpenSigning: age } = signingHelpers(t);
const DAY = 24 * 60 * 60 * 1000;
let admin: Record<string, string>;

beforeAll(async () => {
  admin = (await seedSession(t.db, Role.ADMIN)).headers;
});

const signingsOf = (policyId: number) =>
  t.db.select().from(signatures).where(eq(signatures.policy_id, policyId)).orderBy(asc(signatures.id));
const expiredRecords = (policyId: number) =>
  t.db
    .select()
    .from(evidenceRecords)
    .where(and(eq(evidenceRecords.policy_id, policyId), eq(evidenceRecords.kind, 'signing.expired')));
const signingState = (policyId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/policies/${policyId}/signature`, headers });

describe('expiring lapsed signings', () => {
  it('expires a signing untouched for 7 days, once; the customer prepares the contract again', async () => {
    const { policy, holder } = await paidPolicy();
    await age(policy.id, 8);
    // Lapsed but not yet swept: the page already says so.
    expect((await signingState(policy.id, holder.headers)).json().outcome).toBe('expired');

    expect(await expireLapsedSignings(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const [expired] = await signingsOf(policy.id);
    expect(expired!.status).toBe('expired');
    expect(await expiredRecords(policy.id)).toHaveLength(1);
    const state = (await signingState(policy.id, holder.headers)).json();
    expect(state).toMatchObject({ outcome: 'expired', signature: { status: 'expired', expires_at: null } });

    // Twice is harmless: nothing more changes, no second record.
    await expireLapsedSignings(t.db, new Date());
    expect(await expiredRecords(policy.id)).toHaveLength(1);
    const [policyRow] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(policyRow!.status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);

    // Staff see it in the back office.
    const evidence = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${policy.id}/evidence`,
      headers: admin,
    });
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(evidence.json().signatures.at(-1).status).toBe('expired');

    // The signing page's "Preparar el contrato de nuevo".
    const restarted = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${policy.id}/signature/start`,
      headers: holder.headers,
    });
    expect(restarted.statusCode, restarted.body).toBe(201);
    const fresh = restarted.json();
    expect(fresh.outcome).toBe('pending');
    expect(fresh.signature.status).toBe('pending');
    expect(fresh.signature.id).not.toBe(expired!.id);
    expect(new Date(fresh.signature.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect((await signingsOf(policy.id)).map((s) => s.status)).toEqual(['expired', 'pending']);
  });

  it('a lapsed signing not yet swept is closed when the customer prepares the contract again', async () => {
    const { policy, holder } = await paidPolicy();
    await age(policy.id, 8);
    const restarted = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${policy.id}/signature/start`,
      headers: holder.headers,
    });
    expect(restarted.statusCode, restarted.body).toBe(201);
    expect(restarted.json().outcome).toBe('pending');
    expect((await signingsOf(policy.id)).map((s) => s.status)).toEqual(['expired', 'pending']);
    expect(await expiredRecords(policy.id)).toHaveLength(1);
  });

  it('leaves a recent signing pending, and a resent link starts the 7 days again', async () => {
    const recent = await paidPolicy();
    await age(recent.policy.id, 6);
    const resent = await paidPolicy();
    await age(resent.policy.id, 6);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${resent.policy.id}/signature/resend`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);

    await expireLapsedSignings(t.db, new Date());
    expect((await signingsOf(recent.policy.id)).map((s) => s.status)).toEqual(['pending']);
    expect((await signingState(recent.policy.id, recent.holder.headers)).json().outcome).toBe('pending');
    // Two days on, 8 days after the first touch but 2 after the resend: still open.
    await expireLapsedSignings(t.db, new Date(Date.now() + 2 * DAY));
    expect((await signingsOf(resent.policy.id)).map((s) => s.status)).toEqual(['pending']);
  });

  it('never touches a signing that is no longer open', async () => {
    const { policy } = await paidPolicy();
    await age(policy.id, 30);
    await t.db.update(signatures).set({ status: 'cancelled' }).where(eq(signatures.policy_id, policy.id));
    await expireLapsedSignings(t.db, new Date());
    expect((await signingsOf(policy.id)).map((s) => s.status)).toEqual(['cancelled']);
    expect(await expiredRecords(policy.id)).toHaveLength(0);
  });

  it('queues the next hour once', async () => {
    const now = new Date('2026-11-23T05:20:00Z');
    await seedSchedules(t.db, now);
    await seedSchedules(t.db, now);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, SIGNING_EXPIRY_QUEUE));
    expect(queued.filter((j) => j.run_at.toISOString() === '2026-11-23T06:00:00.000Z')).toHaveLength(1);
  });
});
