import type { EvaluationDetail, EvaluationLabel } from '@amparo/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { evaluationPhotos, evaluations, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { queueFrom, toQueueItem, visibleEvaluations } from './evaluation-rows.ts';

const PHOTO_SIDES = ['front', 'back', 'invoice', 'imei'] as const;
type PhotoSide = (typeof PHOTO_SIDES)[number];
const isPhotoSide = (side: string): side is PhotoSide => (PHOTO_SIDES as readonly string[]).includes(side);

const asLabel = (label: string | null) => label as EvaluationLabel | null;

/** The `*#06#` screenshot kept when the IMEI was read (read-imei-screenshot.ts), by risk. */
function screenshotKey(settings: Record<string, unknown>, riskId: number): string | null {
  const shots = settings.imei_screenshots as Record<string, { key?: unknown }> | undefined;
  const key = shots?.[String(riskId)]?.key;
  return typeof key === 'string' ? key : null;
}

const IMEI_SOURCES = ['ocr', 'barcode', 'manual', 'staff'] as const;
type ImeiSource = (typeof IMEI_SOURCES)[number];

/** Who gave the phone's IMEI (write-risk-imei.ts keeps it by risk under `imei_sources`). */
function imeiSource(settings: Record<string, unknown>, riskId: number): ImeiSource | null {
  const sources = settings.imei_sources as Record<string, { source?: unknown }> | undefined;
  const source = sources?.[String(riskId)]?.source;
  return IMEI_SOURCES.find((known) => known === source) ?? null;
}

/**
 * One evaluation for the expert: the checks' findings, the labels and
 * comments, and every photo (and the IMEI screenshot) as a signed link that
 * lives a few minutes (FILES_LINK_TTL_SECONDS), shown inline. An evaluation
 * outside the actor's view answers 404, as if it did not exist.
 */
export async function getEvaluation(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  id: number,
  now: Date,
): Promise<EvaluationDetail> {
  const [row] = await queueFrom(db).where(visibleEvaluations(actor, eq(evaluations.id, id)));
  if (!row) throw new AppError('EVALUATION_NOT_FOUND');
  const e = row.evaluation;
  const [photoRows, [expert]] = await Promise.all([
    db
      .select()
      .from(evaluationPhotos)
      .where(eq(evaluationPhotos.evaluation_id, e.id))
      .orderBy(asc(evaluationPhotos.id)),
    e.expert_user_id
      ? db.select({ name: users.name }).from(users).where(eq(users.id, e.expert_user_id))
      : Promise.resolve([]),
  ]);
  const link = (key: string) => files.signedUrl(key, { disposition: 'inline', now });
  const photos = await Promise.all(
    photoRows
      .filter((p) => isPhotoSide(p.side))
      .map(async (p) => ({
        id: p.id,
        side: p.side as PhotoSide,
        url: await link(p.storage_key),
        width: p.width,
        height: p.height,
        checks: (p.checks as Record<string, unknown> | null) ?? null,
      })),
  );
  const imeiPhoto = photoRows.find((p) => p.side === 'imei');
  const imeiKey = imeiPhoto?.storage_key ?? screenshotKey(row.policy_settings, e.policy_risk_id);

  return {
    ...toQueueItem(row),
    policy_risk_id: e.policy_risk_id,
    imei: e.imei,
    imei_source: imeiSource(row.policy_settings, e.policy_risk_id),
    frontal: { label: asLabel(e.frontal_label), comment: e.frontal_comment },
    trasera: { label: asLabel(e.trasera_label), comment: e.trasera_comment },
    reasons: e.reasons,
    device_type: e.device_type,
    decided_at: e.decided_at?.toISOString() ?? null,
    expert_name: expert?.name ?? null,
    photos,
    imei_screenshot_url: imeiKey ? await link(imeiKey) : null,
  };
}
