import { EvaluationStatus, type PhotoSide, tacFinding } from '@amparo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { evaluationPhotos, evaluations, riskMobiles } from '../../db/schema/index.ts';
import type { Job } from '../../jobs/queue.ts';
import type { UploadLimits } from '../../services/files/accept-upload.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { checkEvaluationPhotos } from '../../services/photo-checks/check-evaluation-photos.ts';
import { readSettings } from '../settings/read-settings.ts';
import { evaluationFindings } from './evaluation-findings.ts';
import { recordEvaluationOutcome } from './record-evaluation-outcome.ts';

export type EvaluationCheckDeps = { files: FileStore; limits: UploadLimits; publicUrl: string };

/** The 'evaluations.check' job (queued by createEvaluation); `clock` is the worker's. */
export const createEvaluationCheckHandler =
  (deps: EvaluationCheckDeps, clock: () => Date) => async (job: Job, db: Database) => {
    const { evaluationId } = job.payload as { evaluationId: number };
    await checkEvaluation(db, deps, Number(evaluationId), clock());
  };

/**
 * Runs the automatic checks on a sent evaluation and applies their verdict:
 * each photo's measures on its row, the expert's findings and checked_at on
 * the evaluation; Validated or Rejected are recorded as the outcome
 * (recordEvaluationOutcome: statuses, audit, mail, activation), Pending stays
 * in the expert queue. Reads and measures outside the transaction (seconds of
 * CPU), then writes in one, after checking again that the evaluation still
 * waits unchecked: a second run of the job, or an expert who decided in the
 * meantime, makes it a no-op.
 */
export async function checkEvaluation(
  db: Database,
  deps: EvaluationCheckDeps,
  evaluationId: number,
  now: Date,
) {
  const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
  if (!evaluation || evaluation.status !== EvaluationStatus.PENDING || evaluation.checked_at) return;
  const rows = await db
    .select()
    .from(evaluationPhotos)
    .where(
      and(
        eq(evaluationPhotos.evaluation_id, evaluation.id),
        inArray(evaluationPhotos.side, ['front', 'back']),
      ),
    );
  const photos: Array<{ row: typeof evaluationPhotos.$inferSelect; side: PhotoSide; bytes: Buffer }> = [];
  for (const row of rows) {
    const file = await deps.files.get(row.storage_key);
    // A photo missing from the store is the system's fault, not the customer's: fail, the queue retries.
    if (!file) throw new Error(`Photo ${row.id} of evaluation ${evaluation.id} is missing from the store`);
    photos.push({ row, side: row.side as PhotoSide, bytes: Buffer.concat(await file.stream.toArray()) });
  }
  const [mobile] = await db
    .select({ brand: riskMobiles.brand, model: riskMobiles.model })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, evaluation.policy_risk_id));
  const autoValidate = (await readSettings(db, false)).evaluation_auto_validate ?? false;
  const result = await checkEvaluationPhotos(db, {
    policyId: evaluation.policy_id,
    photos: photos.map(({ side, bytes }) => ({ side, bytes })),
    expectedCode: evaluation.screen_code,
    limits: deps.limits,
    autoValidate,
    tacFinding: evaluation.imei && mobile ? tacFinding(evaluation.imei, mobile) : undefined,
  });
  const { verdict } = result;

  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: evaluations.status, checked_at: evaluations.checked_at })
      .from(evaluations)
      .where(eq(evaluations.id, evaluation.id))
      .for('update');
    if (current?.status !== EvaluationStatus.PENDING || current.checked_at) return;
    for (const [index, photo] of photos.entries()) {
      await tx
        .update(evaluationPhotos)
        .set({ checks: result.checks[index] })
        .where(eq(evaluationPhotos.id, photo.row.id));
    }
    await tx
      .update(evaluations)
      .set({ checked_at: now, findings: evaluationFindings(result, autoValidate), updated_at: now })
      .where(eq(evaluations.id, evaluation.id));
    if (verdict.outcome === 'Pending') return;
    await recordEvaluationOutcome(tx, {
      evaluationId: evaluation.id,
      // A side the machine found nothing wrong with is validated; a refusal is a retake, never final.
      frontal: verdict.frontal_label ?? 'Validated',
      trasera: verdict.trasera_label ?? 'Validated',
      reasons: verdict.reasons,
      expert: null,
      now,
      publicUrl: deps.publicUrl,
    });
  });
}
