// What a chosen file becomes before its upload: a photo is shrunk in the browser (longest side
// 1920 px, about 1 MB, JPEG), so a phone sends a few hundred KB instead of a 5 MB camera photo;
// a PDF goes as it is. The server checks the bytes again whatever arrives (docs/claims.md).

export const PHOTO_MAX_SIDE = 1920;
export const PHOTO_MAX_MB = 1;

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

export type FileKind = 'photo' | 'pdf' | 'other';

/** A phone may give a HEIC photo no type at all: the name tells then. */
export function kindOf(file: Pick<File, 'type' | 'name'>): FileKind {
  if (file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name))) return 'pdf';
  if (PHOTO_TYPES.includes(file.type) || (!file.type && PHOTO_EXTENSIONS.test(file.name))) return 'photo';
  return 'other';
}

/** Browsers cannot draw HEIC (Safari turns it into JPEG when picked): those go unchanged. */
const canShrink = (file: File) => ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);

export type Shrinker = (file: File) => Promise<File>;

/**
 * browser-image-compression, loaded only when a photo is chosen. No web worker: the library's
 * worker loads its own code from a CDN, which our Content-Security-Policy (rightly) refuses.
 */
export const shrinkWithLibrary: Shrinker = async (file) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: PHOTO_MAX_SIDE,
    maxSizeMB: PHOTO_MAX_MB,
    initialQuality: 0.85,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
};

/** The file to upload and its name; a photo that cannot be shrunk goes unchanged (the server decides). */
export async function prepareClaimFile(
  file: File,
  shrink: Shrinker = shrinkWithLibrary,
): Promise<{ file: Blob; filename: string }> {
  if (kindOf(file) !== 'photo' || !canShrink(file)) return { file, filename: file.name };
  try {
    const smaller = await shrink(file);
    if (smaller.size >= file.size) return { file, filename: file.name };
    return { file: smaller, filename: file.name.replace(/\.(png|webp)$/i, '.jpg') };
  } catch {
    return { file, filename: file.name };
  }
}
