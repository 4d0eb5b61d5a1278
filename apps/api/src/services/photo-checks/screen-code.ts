import { SCREEN_CODE_SIDE } from '@amparo/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Reads the QR code of the one-time value in the front photo. The phone is
 * photographed in a mirror, so the code is seen mirrored; jsQR decodes a code
 * and, when that fails, its mirror image (a transposed matrix, which with any
 * rotation covers the left-right flip), so one pass reads both ways. The
 * tests hold this for a mirrored and a straight code. Returns the text read,
 * or null when no code is found.
 */
export async function readScreenCode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .resize(SCREEN_CODE_SIDE, SCREEN_CODE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
    {
      inversionAttempts: 'attemptBoth',
    },
  );
  return found?.data ?? null;
}
