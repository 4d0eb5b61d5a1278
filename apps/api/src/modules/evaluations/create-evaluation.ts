import type { EvaluationCreated, EvaluationCreateRequestSchema, z } from '@amparo/contract';
import { canRetryPhotos, EvaluationStatus, PolicyStatus } from '@amparo/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import {
  evaluationCodes,
  evaluationPhotos,
  evaluations,
  policies,
  riskMobiles,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Services } from '../../services/registry.ts';
import { readSettings } from '../settings/read-settings.ts';
import { customerPolicy, mobileRiskOfPolicy } from './customer-risk.ts';
import { photoAttempts } from './evaluation-attempts.ts';
import {
  acceptEvaluationPhotos,
  discardEvaluationPhotos,
  storeEvaluationPhotos,
} from './evaluation-photo-uploads.ts';

type Input = z.output<typeof EvaluationCreateRequestSchema>;

/** The job that checks a sent evaluation's photos (check-evaluation.ts). */
export const EVALUATION_CHECK_QUEUE = 'evaluations.check';
const ONE_PENDING_INDEX = 'evaluations_one_pending_per_risk';

const MIME_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * `POST /policies/{policyId}/evaluations`: the customer sends the two mirror
 * photos (and the invoice when the setting allows it) of the insured phone.
 * Refusals come first and store nothing: access, the policy and the phone's
 * state, the attempts, the screen code, then each photo through the upload
 * gate (each at most 6 MB). The photos are then written to the file store, and one transaction
 * writes the evaluation (pending), its photo rows (the kept IMEI screenshot
 * too), spends the screen code, marks the policy and the phone pending,
 * audits, and queues the check job. A check already waiting for this phone is
 * refused by the partial unique index (409 EVALUATION_IN_PROGRESS), never by a
 * prior read that two sends could both pass. A failed transaction deletes the
 * photos it stored (best effort, logged), so no file is left without its row.
 */
export async function createEvaluation(
  db: Database,
  services: Pick<Services, 'files' | 'uploadLimits'>,
  access: { actor: Actor | null; token?: string | undefined },
  policyId: number,
  input: Input,
  context: { now: Date; ip: string; log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<EvaluationCreated> {
  const { now } = context;
  const policy = await customerPolicy(db, access, policyId, now);
  const { riskId } = await mobileRiskOfPolicy(db, { policyId, riskId: input.risk_id });
  if (policy.status === PolicyStatus.CANCELLED) throw new AppError('POLICY_NOT_EVALUABLE');
  const [mobile] = await db
    .select({ id: riskMobiles.id, imei: riskMobiles.imei, evaluation_status: riskMobiles.evaluation_status })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, riskId));
  if (!mobile?.imei) throw new AppError('EVALUATION_IMEI_MISSING');
  const done: number[] = [EvaluationStatus.VALIDATED, EvaluationStatus.NOT_REQUIRED];
  if (done.includes(mobile.evaluation_status)) throw new AppError('EVALUATION_NOT_NEEDED');
  const attempts = await photoAttempts(db, riskId);
  if (!canRetryPhotos(attempts.rejected)) throw new AppError('EVALUATION_RETRIES_EXHAUSTED');
  // Early, so a stale code costs no photo work; the UPDATE in the transaction is the referee.
  if (!(await liveCode(db, riskId, input.screen_code, now))) throw new AppError('EVALUATION_CODE_INVALID');

  const settings = await readSettings(db, false);
  const accepted = await acceptEvaluationPhotos(
    input.photos,
    services.uploadLimits,
    settings.evaluation_can_attach_invoice ?? false,
  );
  const kept = await storeEvaluationPhotos(services.files, policyId, accepted, now);
  const screenshot = imeiScreenshotOf(policy.settings, riskId);

  try {
    return await db.transaction(async (tx) => {
      const [evaluation] = await tx
        .insert(evaluations)
        .values({
          policy_id: policyId,
          policy_risk_id: riskId,
          status: EvaluationStatus.PENDING,
          attempt: attempts.sent + 1,
          screen_code: input.screen_code,
          imei: mobile.imei,
          device_type: input.device_type,
          source: 'customer',
          // Where the phone was, when the customer's browser gave it (never required).
          latitude: input.location?.latitude ?? null,
          longitude: input.location?.longitude ?? null,
          location_accuracy_m:
            input.location?.accuracy_m === undefined ? null : Math.round(input.location.accuracy_m),
        })
        .returning();
      if (!evaluation) throw new Error('The evaluation row was not returned');
      const spent = await tx
        .update(evaluationCodes)
        .set({ used_at: now, evaluation_id: evaluation.id })
        .where(codeIsLive(riskId, input.screen_code, now))
        .returning({ id: evaluationCodes.id });
      if (spent.length === 0) throw new AppError('EVALUATION_CODE_INVALID');

      const rows: Array<typeof evaluationPhotos.$inferInsert> = kept.map(({ side, stored }) => ({
        evaluation_id: evaluation.id,
        side,
        storage_key: stored.key,
        sha256: stored.sha256,
        mime: stored.upload.contentType,
        width: stored.upload.width ?? null,
        height: stored.upload.height ?? null,
      }));
      if (screenshot) rows.push({ evaluation_id: evaluation.id, side: 'imei', ...screenshot });
      await tx.insert(evaluationPhotos).values(rows);
      await tx
        .update(policies)
        .set({ evaluation_status: EvaluationStatus.PENDING, updated_at: now })
        .where(eq(policies.id, policyId));
      await tx
        .update(riskMobiles)
        .set({ evaluation_status: EvaluationStatus.PENDING })
        .where(eq(riskMobiles.id, mobile.id));
      await writeAudit(tx, {
        action: 'evaluation.create',
        entityType: 'evaluation',
        entityId: evaluation.id,
        actor: access.actor ? { id: access.actor.id, role: access.actor.role } : null,
        ip: context.ip,
        after: {
          policy_id: policyId,
          policy_risk_id: riskId,
          attempt: evaluation.attempt,
          device_type: input.device_type,
          photos: rows.map((r) => ({ side: r.side, storage_key: r.storage_key, sha256: r.sha256 })),
          via: access.token ? 'link' : 'session',
        },
      });
      await enqueueJob(
        tx,
        EVALUATION_CHECK_QUEUE,
        { evaluationId: evaluation.id },
        {
          dedupeKey: `evaluation-check:${evaluation.id}`,
        },
      );
      return {
        id: evaluation.id,
        status: evaluation.status,
        attempt: evaluation.attempt,
        policy_risks: [{ id: riskId, policy_risk_mobile: { id: mobile.id } }],
      };
    });
  } catch (error) {
    await discardEvaluationPhotos(services.files, kept, context.log);
    if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw new AppError('EVALUATION_IN_PROGRESS');
    throw error;
  }
}

const codeIsLive = (riskId: number, code: string, now: Date) =>
  and(
    eq(evaluationCodes.code, code),
    eq(evaluationCodes.policy_risk_id, riskId),
    isNull(evaluationCodes.used_at),
    gt(evaluationCodes.expires_at, now),
  );

async function liveCode(db: Executor, riskId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: evaluationCodes.id })
    .from(evaluationCodes)
    .where(codeIsLive(riskId, code, now));
  return Boolean(row);
}

/** The `*#06#` screenshot kept for this phone (read-imei-screenshot.ts), as a photo row's fields. */
function imeiScreenshotOf(settings: Record<string, unknown>, riskId: number) {
  const all = settings.imei_screenshots as Record<string, { key?: unknown; sha256?: unknown }> | undefined;
  const entry = all?.[String(riskId)];
  if (typeof entry?.key !== 'string' || typeof entry.sha256 !== 'string') return null;
  const extension = entry.key.split('.').pop() ?? '';
  return {
    storage_key: entry.key,
    sha256: entry.sha256,
    mime: MIME_OF_EXTENSION[extension] ?? 'application/octet-stream',
    width: null,
    height: null,
  };
}
