import type { EvaluationCreateRequestSchema, z } from '@amparo/contract';
import { type AcceptedUpload, acceptUpload, type UploadLimits } from '../../services/files/accept-upload.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { type StoredUpload, storeAccepted } from '../../services/files/store-upload.ts';

type Photos = z.output<typeof EvaluationCreateRequestSchema>['photos'];
export type UploadSide = 'front' | 'back' | 'invoice';

const decode = (image: string) => Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64');

/**
 * Every photo of a check through the upload gate (images only: type read from
 * the bytes, pixel limit before decoding, re-encoded without metadata), one
 * after the other. All are checked before any is stored, so a refused photo
 * leaves nothing behind.
 */
export async function acceptEvaluationPhotos(
  photos: Photos,
  limits: UploadLimits,
  withInvoice: boolean,
): Promise<Array<{ side: UploadSide; filename: string | undefined; accepted: AcceptedUpload }>> {
  const sides: UploadSide[] =
    withInvoice && photos.invoice ? ['front', 'back', 'invoice'] : ['front', 'back'];
  const accepted: Array<{ side: UploadSide; filename: string | undefined; accepted: AcceptedUpload }> = [];
  for (const side of sides) {
    const photo = photos[side];
    if (!photo) continue;
    accepted.push({
      side,
      filename: photo.filename,
      accepted: await acceptUpload(decode(photo.image), limits, ['image']),
    });
  }
  return accepted;
}

/**
 * Keeps the accepted photos in the file store under the policy. The store is
 * not transactional: this runs before the database transaction, so a failure
 * after it (a code already used, a check already waiting) leaves files no row
 * points to. They are harmless (random keys, never served) and a sweep of
 * keys without a row may remove them; the rows are never half-written.
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
