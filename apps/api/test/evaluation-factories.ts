import { EvaluationStatus } from '@amparo/domain';
import type { Executor } from '../src/db/client.ts';
import { evaluationPhotos, evaluations } from '../src/db/schema/index.ts';
import type { FileStore } from '../src/services/files/file-store.ts';
import { type SeedPolicyInput, seedPolicy } from './factories.ts';

export type SeedEvaluationInput = Partial<typeof evaluations.$inferInsert>;

/** An evaluation row of a phone, as the photo step or the checks would leave it (pending by default). */
export async function seedEvaluation(
  db: Executor,
  target: { policyId: number; riskId: number },
  input: SeedEvaluationInput = {},
) {
  const [row] = await db
    .insert(evaluations)
    .values({
      policy_id: target.policyId,
      policy_risk_id: target.riskId,
      status: EvaluationStatus.PENDING,
      screen_code: 'AMP-7K3Q9X',
      device_type: 'android',
      findings: [],
      ...input,
    })
    .returning();
  return row!;
}

/** A phone policy with one waiting check. */
export async function seedPolicyWithEvaluation(
  db: Executor,
  policyInput: SeedPolicyInput = {},
  input: SeedEvaluationInput = {},
) {
  const seeded = await seedPolicy(db, policyInput);
  const evaluation = await seedEvaluation(db, { policyId: seeded.policy.id, riskId: seeded.risk.id }, input);
  return { ...seeded, evaluation };
}

/** Keeps the bytes in the file store and records them as a photo of the evaluation. */
export async function seedEvaluationPhoto(
  db: Executor,
  files: FileStore,
  evaluationId: number,
  side: 'front' | 'back' | 'invoice' | 'imei',
  bytes: Buffer,
  checks: Record<string, unknown> | null = null,
) {
  const key = `evaluations/${evaluationId}/${side}.jpg`;
  const stored = await files.put(key, bytes, { contentType: 'image/jpeg' });
  const [photo] = await db
    .insert(evaluationPhotos)
    .values({
      evaluation_id: evaluationId,
      side,
      storage_key: key,
      sha256: stored.sha256,
      mime: 'image/jpeg',
      checks,
    })
    .returning();
  return photo!;
}
