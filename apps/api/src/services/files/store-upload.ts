import { type AcceptedUpload, acceptUpload, type UploadKind, type UploadLimits } from './accept-upload.ts';
import { type FileStore, newFileKey, type StoredFile } from './file-store.ts';

export type StoredUpload = StoredFile & { upload: Omit<AcceptedUpload, 'data'> };

/**
 * Checks an upload and keeps it under a fresh key in `folder` (`evaluations/31`).
 * Only what passed the gate reaches the store; the name the customer gave is
 * kept for downloads, with the extension of what was really stored.
 */
export async function storeUpload(
  store: FileStore,
  input: { folder: string; bytes: Buffer; filename?: string | undefined; accept?: readonly UploadKind[] },
  limits: UploadLimits,
  now = new Date(),
): Promise<StoredUpload> {
  const accepted = await acceptUpload(input.bytes, limits, input.accept);
  return storeAccepted(store, { folder: input.folder, accepted, filename: input.filename }, now);
}

/** Keeps a file that already passed the gate (a caller that also reads it, like the IMEI screenshot). */
export async function storeAccepted(
  store: FileStore,
  input: { folder: string; accepted: AcceptedUpload; filename?: string | undefined },
  now = new Date(),
): Promise<StoredUpload> {
  const { data, ...upload } = input.accepted;
  const key = newFileKey(input.folder, upload.extension, now);
  // Browsers may send a whole path (C:\fakepath\IMG_1.HEIC): keep the last part, without its extension.
  const base = input.filename
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]*$/, '')
    .trim();
  const stored = await store.put(key, data, {
    contentType: upload.contentType,
    filename: base ? `${base}.${upload.extension}` : undefined,
  });
  return { ...stored, upload };
}
