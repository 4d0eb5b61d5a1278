import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.ts';
import { decodeBase64 } from '../../services/files/base64.ts';

/** A signature pad is a few hundred points wide: anything past these is not a drawn signature. */
const MAX_WIDTH = 3000;
const MAX_HEIGHT = 1500;
/** Dark pixels a real stroke leaves at the least (a dot or a stray click leaves fewer). */
const MIN_INK_PIXELS = 40;
/** Grey level (0-255) under which a pixel, laid on white, counts as ink. */
const INK_LEVEL = 200;

/**
 * The drawn signature, decoded for real before it goes into a contract:
 * a PNG (by its content, not its name), of a sane size, with ink on it.
 * Accepts a data URL or bare base64 (the contract schema has checked the alphabet).
 */
export async function readSignatureImage(value: string): Promise<Buffer> {
  const bytes = decodeBase64(value);
  if (!bytes) throw new AppError('SIGNATURE_IMAGE_INVALID');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('SIGNATURE_IMAGE_INVALID');
  }
  if (meta.format !== 'png' || !meta.width || !meta.height) throw new AppError('SIGNATURE_IMAGE_INVALID');
  if (meta.width > MAX_WIDTH || meta.height > MAX_HEIGHT) {
    throw new AppError('SIGNATURE_IMAGE_TOO_LARGE', {
      params: { max: `${MAX_WIDTH} × ${MAX_HEIGHT} píxeles` },
    });
  }
  let grey: Buffer;
  try {
    // Laid on white, as it will be printed: transparent strokes-less canvases come out blank.
    grey = await sharp(bytes, { failOn: 'truncated' })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer();
  } catch {
    throw new AppError('SIGNATURE_IMAGE_INVALID');
  }
  let ink = 0;
  for (const level of grey) if (level < INK_LEVEL) ink++;
  if (ink < MIN_INK_PIXELS) throw new AppError('SIGNATURE_IMAGE_BLANK');
  return bytes;
}
