import { AppError } from '../../errors.ts';
import type { FileLinks } from '../../services/files/file-links.ts';
import type { Disposition, FileDownload, FileStore } from '../../services/files/file-store.ts';

/**
 * A signed link is its own permission: the signature must match this key,
 * expiry and disposition before the store is even asked, so a forged or
 * altered link learns nothing, not even whether the file exists.
 */
export async function openSignedFile(
  services: { files: FileStore; fileLinks: FileLinks },
  request: { key: string; expires: number; signature: string; disposition: Disposition },
  now: Date,
): Promise<FileDownload> {
  const check = services.fileLinks.verify(request.key, request, now);
  if (check === 'bad_signature') throw new AppError('FILE_LINK_INVALID');
  if (check === 'expired') throw new AppError('FILE_LINK_EXPIRED');
  const file = await services.files.get(request.key);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return file;
}
