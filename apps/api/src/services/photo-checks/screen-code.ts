import jsQR from 'jsqr';
import sharp from 'sharp';

/** Longest side of the copy handed to the QR reader: enough pixels per module, fast on two cores. */
const QR_SIDE = 1024;

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
    .resize(QR_SIDE, QR_SIDE, { fit: 'inside', withoutEnlargement: true })
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

/** Compares what was read with the value the capture screen showed. */
export function compareScreenCode(read: string | null, expected: string): 'match' | 'other' | 'none' {
  if (read === null) return 'none';
  return read.trim() === expected.trim() ? 'match' : 'other';
}
