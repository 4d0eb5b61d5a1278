import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../../test/factories.ts';
import { phonePhoto, relit, resent, SCREEN_CODE } from '../../../test/phone-photos.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { evaluationPhotos, evaluations } from '../../db/schema/index.ts';
import { checkEvaluationPhotos } from './check-evaluation-photos.ts';

const t = useTestApp();
const limits = { maxBytes: 15 * 1024 * 1024, maxPixels: 50_000_000 };

describe('checkEvaluationPhotos', () => {
  it('validates a good pair, then sends the same back photo on another policy to the expert', async () => {
    const first = await seedPolicy(t.db);
    const second = await seedPolicy(t.db);
    const front = await phonePhoto({ seed: 11 });
    const back = await phonePhoto({ qr: false, seed: 12, phoneAt: { x: 0.1, y: 0.3 } });
    const photos = [
      { side: 'front' as const, bytes: front },
      { side: 'back' as const, bytes: back },
    ];

    const ok = await checkEvaluationPhotos(t.db, {
      policyId: first.policy.id,
      photos,
      expectedCode: SCREEN_CODE,
      limits,
      autoValidate: true,
    });
    expect(ok.verdict.outcome).toBe('Validated');
    expect(ok.reused).toEqual([]);

    // The job stores the checks on the photo rows; the hash is then found from another policy.
    const [evaluation] = await t.db
      .insert(evaluations)
      .values({ policy_id: first.policy.id, policy_risk_id: first.risk.id })
      .returning();
    await t.db.insert(evaluationPhotos).values(
      ok.checks.map((c) => ({
        evaluation_id: evaluation!.id,
        side: c.side,
        storage_key: `evaluations/${evaluation!.id}/${c.side}.jpg`,
        sha256: c.side.padEnd(64, '0'),
        mime: 'image/jpeg',
        checks: c,
      })),
    );

    const again = await checkEvaluationPhotos(t.db, {
      policyId: second.policy.id,
      photos: [photos[0]!, { side: 'back', bytes: await resent(back) }],
      expectedCode: SCREEN_CODE,
      limits,
      autoValidate: true,
    });
    expect(again.verdict.outcome).toBe('Pending');
    expect(again.reused.map((r) => [r.side, r.policyId])).toContainEqual(['back', first.policy.id]);
    expect(again.checks.find((c) => c.side === 'back')?.reusedOnOtherPolicy).toBe(true);
  });

  it('asks for a retake of a dark front photo, and never validates without the expected code', async () => {
    // Framed apart from the first test's photos, which are in the same database (see docs/phone-check.md, dHash limits).
    const { policy } = await seedPolicy(t.db);
    const back = await phonePhoto({ qr: false, seed: 21, phoneAt: { x: 0.4, y: 0.1 } });
    const dark = await checkEvaluationPhotos(t.db, {
      policyId: policy.id,
      photos: [
        {
          side: 'front',
          bytes: await relit(await phonePhoto({ seed: 22, phoneAt: { x: 0.05, y: 0.05 } }), 0.12),
        },
        { side: 'back', bytes: back },
      ],
      expectedCode: SCREEN_CODE,
      limits,
      autoValidate: true,
    });
    expect(dark.verdict).toMatchObject({ outcome: 'Rejected', frontal_label: 'Rejected' });

    const noCode = await checkEvaluationPhotos(t.db, {
      policyId: policy.id,
      photos: [
        { side: 'front', bytes: await phonePhoto({ seed: 23, phoneAt: { x: 0.05, y: 0.05 } }) },
        { side: 'back', bytes: back },
      ],
      expectedCode: null,
      limits,
      autoValidate: true,
    });
    expect(noCode.verdict.outcome).toBe('Pending');
  });

  it('sends good photos to the expert when the IMEI is of another model than the insured one', async () => {
    const { policy } = await seedPolicy(t.db);
    const input = {
      policyId: policy.id,
      photos: [
        { side: 'front' as const, bytes: await phonePhoto({ seed: 31, phoneAt: { x: 0.45, y: 0.05 } }) },
        {
          side: 'back' as const,
          bytes: await phonePhoto({ qr: false, seed: 32, phoneAt: { x: 0.05, y: 0.45 } }),
        },
      ],
      expectedCode: SCREEN_CODE,
      limits,
      autoValidate: true,
    };
    const plain = await checkEvaluationPhotos(t.db, { ...input, tacFinding: { kind: 'unknown' } });
    expect(plain.verdict).toMatchObject({ outcome: 'Validated', expertFindings: [] });

    const other = await checkEvaluationPhotos(t.db, {
      ...input,
      tacFinding: { kind: 'other_model', tacModel: 'iPhone 13' },
    });
    expect(other.verdict).toMatchObject({ outcome: 'Pending', reasons: [] });
    expect(other.verdict.expertFindings).toEqual([expect.stringContaining('iPhone 13')]);
  });
});
