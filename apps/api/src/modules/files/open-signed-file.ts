import { AppError } from '../../errors.ts';
import type { FileLinks } from '../../services/files/file-links.ts';
import type { Disposition, FileDownload, FileStore } from '../../services/files/file-store.ts';

export const BAD_LINK = 'El enlace de descarga no es válido';
export const EXPIRED_LINK = 'El enlace de descarga ha caducado: vuelve a abrirlo desde la página de origen';
export const FILE_GONE = 'El archivo ya no existe';

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
  if (check === 'bad_signature') throw new AppError('forbidden', BAD_LINK);
  if (check === 'expired') throw new AppError('gone', EXPIRED_LINK);
  const file = await services.files.get(request.key);
  if (!file) throw new AppError('not_found', FILE_GONE);
  return file;
}
