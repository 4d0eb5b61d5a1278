import { EVALUATION_PHOTO_MAX_BYTES, type EvaluationCreateRequestSchema, type z } from '@amparo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { type AcceptedUpload, acceptUpload, type UploadLimits } from '../../services/files/accept-upload.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { type StoredUpload, storeAccepted } from '../../services/files/store-upload.ts';

type Photos = z.output<typeof EvaluationCreateRequestSchema>['photos'];
export type UploadSide = 'front' | 'back' | 'invoice';

import { decodeUploadBase64 as decode } from '../../services/files/base64.ts';

/**
 * Every photo of a check through the upload gate (images only: type read from
 * the bytes, pixel limit before decoding, re-encoded without metadata), one
 * after the other. All are checked before any is stored, so a refused photo
 * leaves nothing behind. Each photo weighs at most EVALUATION_PHOTO_MAX_BYTES
 * decoded (413 EVALUATION_PHOTO_TOO_LARGE), checked on every photo before the
 * gate decodes any.
 */
export async function acceptEvaluationPhotos(
  photos: Photos,
  limits: UploadLimits,
  withInvoice: boolean,
): Promise<Array<{ side: UploadSide; filename: string | undefined; accepted: AcceptedUpload }>> {
  const sides: UploadSide[] =
    withInvoice && photos.invoice ? ['front', 'back', 'invoice'] : ['front', 'back'];
  const decoded = sides.flatMap((side) => {
    const photo = photos[side];
    return photo ? [{ side, filename: photo.filename, bytes: decode(photo.image) }] : [];
  });
  if (decoded.some((photo) => photo.bytes.length > EVALUATION_PHOTO_MAX_BYTES)) {
    throw new AppError('EVALUATION_PHOTO_TOO_LARGE');
  }
  const accepted: Array<{ side: UploadSide; filename: string | undefined; accepted: AcceptedUpload }> = [];
  for (const { side, filename, bytes } of decoded) {
    accepted.push({ side, filename, accepted: await acceptUpload(bytes, limits, ['image']) });
  }
  return accepted;
}

/**
 * Keeps the accepted photos in the file store under the policy. The store is
 * not transactional: this runs before the database transaction, so the caller
 * discards the files (discardEvaluationPhotos) when the transaction fails (a
 * code spent meanwhile, a check already waiting); the rows are never half-written.
 */
export async function storeEvaluationPhotos(
  store: FileStore,
  policyId: number,
  photos: Awaited<ReturnType<typeof acceptEvaluationPhotos>>,
  now: Date,
): Promise<Array<{ side: UploadSide; stored: StoredUpload }>> {
  const kept: Array<{ side: UploadSide; stored: StoredUpload }> = [];
  for (const photo of photos) {
    const stored = await storeAccepted(
      store,
      {
        folder: `policies/${policyId}/evaluations`,
        accepted: photo.accepted,
        filename: photo.filename ?? photo.side,
      },
      now,
    );
    kept.push({ side: photo.side, stored });
  }
  return kept;
}

/**
 * Deletes the files of a send whose transaction failed, so no file is left that no row points to.
 * Best effort: a file that cannot be deleted is logged and left (random key, never served), and the
 * caller's refusal is what the customer gets, never this cleanup's error.
 */
export async function discardEvaluationPhotos(
  store: FileStore,
  kept: ReadonlyArray<{ stored: StoredUpload }>,
  log: Pick<FastifyBaseLogger, 'warn'> | undefined,
): Promise<void> {
  for (const { stored } of kept) {
    try {
      await store.delete(stored.key);
    } catch (error) {
      log?.warn({ err: error, key: stored.key }, 'evaluation photo of a refused send left in the store');
    }
  }
}
