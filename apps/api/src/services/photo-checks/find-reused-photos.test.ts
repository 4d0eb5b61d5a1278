import { EvaluationStatus } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Executor } from '../../db/client.ts';
import { evaluationPhotos, evaluations } from '../../db/schema/index.ts';
import { findReusedPhotos } from './find-reused-photos.ts';

const t = useTestApp();

async function photoOn(db: Executor, policyId: number, riskId: number, dhash: string | null, side = 'back') {
  const [evaluation] = await db
    .insert(evaluations)
    // Decided (rejected) checks: a phone has at most one pending check (evaluations_one_pending_per_risk).
    .values({ policy_id: policyId, policy_risk_id: riskId, status: EvaluationStatus.REJECTED })
    .returning();
  const [photo] = await db
    .insert(evaluationPhotos)
    .values({
      evaluation_id: evaluation!.id,
      side,
      storage_key: `evaluations/${evaluation!.id}/${side}.jpg`,
      sha256: 'x'.repeat(64),
      mime: 'image/jpeg',
      checks: dhash ? { side, decoded: true, dhash } : { side, decoded: false },
    })
    .returning();
  return photo!;
}

describe('findReusedPhotos (the same photo on another policy)', () => {
  it('finds a near hash on another policy, not on the same one, not a far one', async () => {
    const mine = await seedPolicy(t.db);
    const other = await seedPolicy(t.db);
    const hash = 'cc9696b6969696cc';
    await photoOn(t.db, mine.policy.id, mine.risk.id, hash);
    const near = await photoOn(t.db, other.policy.id, other.risk.id, 'cc969696969696cc'); // 1 bit off
    await photoOn(t.db, other.policy.id, other.risk.id, '3317173333171771'); // another photo
    await photoOn(t.db, other.policy.id, other.risk.id, null); // never measured
    await photoOn(t.db, other.policy.id, other.risk.id, hash, 'imei'); // the IMEI screenshot is not a phone photo

    const found = await findReusedPhotos(t.db, { dhash: hash, policyId: mine.policy.id });
    expect(found).toEqual([
      { photoId: near.id, evaluationId: near.evaluation_id, policyId: other.policy.id, distance: 1 },
    ]);
    expect(await findReusedPhotos(t.db, { dhash: hash, policyId: other.policy.id })).toHaveLength(1);
    expect(await findReusedPhotos(t.db, { dhash: 'ffffffffffffffff', policyId: mine.policy.id })).toEqual([]);
  });

  it('counts the distance up to the limit given', async () => {
    const mine = await seedPolicy(t.db);
    const other = await seedPolicy(t.db);
    await photoOn(t.db, other.policy.id, other.risk.id, '0000000000000000');
    const at = (maxDistance: number) =>
      findReusedPhotos(t.db, { dhash: '000000000000003f', policyId: mine.policy.id, maxDistance });
    expect((await at(6)).map((r) => r.distance)).toEqual([6]);
    expect(await at(5)).toEqual([]);
  });

  it('refuses a hash that is not 16 hex digits before it reaches SQL', async () => {
    await expect(findReusedPhotos(t.db, { dhash: "'; drop table x; --", policyId: 1 })).rejects.toThrow();
  });
});
