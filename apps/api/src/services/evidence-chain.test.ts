import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { evidenceRecords } from '../db/schema/index.ts';
import {
  appendEvidence,
  canonicalJson,
  GENESIS_HASH,
  loadEvidence,
  verifyEvidenceChain,
} from './evidence-chain.ts';

const t = useTestApp();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute, 0, 123));

async function seedChain() {
  const { policy } = await seedPolicy(t.db);
  await appendEvidence(t.db, {
    policyId: policy.id,
    kind: 'contract.generated',
    payload: { sha256: 'a'.repeat(64), premium_cents: 1195, devices: ['Apple iPhone 16'] },
    occurredAt: at(0),
  });
  await appendEvidence(t.db, {
    policyId: policy.id,
    kind: 'document.opened',
    payload: { ip: '203.0.113.9', user_agent: 'Mozilla/5.0 (Linux; Android 14)', nested: { z: 1, a: 'ñ€' } },
    occurredAt: at(1),
  });
  await appendEvidence(t.db, {
    policyId: policy.id,
    kind: 'code.sent',
    payload: { channel: 'sms', to: '+34 6** *** 678' },
    occurredAt: at(2),
  });
  return policy;
}

describe('canonicalJson', () => {
  it('sorts keys at every level and leaves undefined out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":null,"y":1}]},"b":1}',
    );
  });
});

describe('the evidence chain of a policy', () => {
  it('links each record to the one before and verifies as read back from the database', async () => {
    const policy = await seedChain();
    const records = await loadEvidence(t.db, policy.id);
    expect(records.map((r) => r.sequence)).toEqual([1, 2, 3]);
    expect(records[0]!.prev_hash).toBe(GENESIS_HASH);
    expect(records[1]!.prev_hash).toBe(records[0]!.hash);
    expect(records[2]!.prev_hash).toBe(records[1]!.hash);
    expect(verifyEvidenceChain(records)).toEqual({ valid: true, records: 3 });
  });

  it('finds a payload changed in the database', async () => {
    const policy = await seedChain();
    await t.db.execute(
      sql`update evidence_records set payload = jsonb_set(payload, '{ip}', '"198.51.100.1"') where policy_id = ${policy.id} and sequence = 2`,
    );
    expect(verifyEvidenceChain(await loadEvidence(t.db, policy.id))).toMatchObject({
      valid: false,
      brokenAt: 2,
      reason: 'hash_mismatch',
    });
  });

  it('finds a record removed, even with the later hashes recomputed by hand', async () => {
    const policy = await seedChain();
    await t.db.delete(evidenceRecords).where(sql`policy_id = ${policy.id} and sequence = 2`);
    expect(verifyEvidenceChain(await loadEvidence(t.db, policy.id))).toMatchObject({
      valid: false,
      brokenAt: 2,
      reason: 'sequence_gap',
    });
  });

  it('finds a time moved back', async () => {
    const policy = await seedChain();
    await t.db
      .update(evidenceRecords)
      .set({ occurred_at: at(59) })
      .where(sql`policy_id = ${policy.id} and sequence = 1`);
    expect(verifyEvidenceChain(await loadEvidence(t.db, policy.id))).toMatchObject({
      valid: false,
      brokenAt: 1,
    });
  });

  it('appends concurrent records of one policy one after the other', async () => {
    const { policy } = await seedPolicy(t.db);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.db.transaction((tx) =>
          appendEvidence(tx, {
            policyId: policy.id,
            kind: 'document.opened',
            payload: { i },
            occurredAt: at(i),
          }),
        ),
      ),
    );
    const records = await loadEvidence(t.db, policy.id);
    expect(records.map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(verifyEvidenceChain(records).valid).toBe(true);
    const others = await t.db
      .select()
      .from(evidenceRecords)
      .where(eq(evidenceRecords.policy_id, policy.id + 999999));
    expect(others).toEqual([]);
  });
});
