import { findImeiInText, isValidImei } from '@amparo/domain';
import sharp from 'sharp';
import { findBarcodes } from './barcodes.ts';
import type { OcrEngine } from './ocr-engine.ts';

export type ImeiReading = { imei: string; source: 'ocr' | 'barcode' };

/**
 * Tesseract reads phone text best at about 900 px wide (digits 30 to 45 px high,
 * whatever the phone's resolution); when the block reading misses, the sparse
 * one at a larger size finds lines the layout analysis dropped, and a black and
 * white copy reads thin fonts that JPEG blurred. Each pass runs only when the
 * ones before found nothing certain. Measured on the
 * generated set (bench/imei, docs/performance.md).
 */
const OCR_PASSES = [
  { width: 900, layout: 'block', binarise: false },
  { width: 1200, layout: 'sparse', binarise: false },
  { width: 900, layout: 'block', binarise: true },
] as const;

/**
 * The IMEI of a `*#06#` screenshot that already passed the upload gate
 * (services/files/accept-upload.ts: type from the bytes, pixel limit, decodes).
 * Give it the bytes as sent, not the gate's re-encoded copy: a second JPEG
 * generation costs OCR a few screenshots in a hundred (bench/imei).
 * The barcode first: exact when present, and it costs tens of milliseconds;
 * the topmost valid one is the first SIM's. Then OCR of a normalised copy
 * (greyscale, a dark theme inverted to dark text on light, contrast stretched,
 * small screenshots enlarged), the text read by the domain rule. Null when
 * neither finds an IMEI with a correct check digit.
 */
export async function readImei(
  image: Buffer,
  ocr: OcrEngine,
  limits: { maxPixels: number },
): Promise<ImeiReading | null> {
  // The gate's limit again: a caller may pass the bytes as sent, which read better than the re-encoded copy.
  const { data, info } = await sharp(image, { limitInputPixels: limits.maxPixels })
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const greyImage = { data, width: info.width, height: info.height };

  const fromBarcode = findBarcodes(greyImage).find((b) => isValidImei(b.text));
  if (fromBarcode) return { imei: fromBarcode.text, source: 'barcode' };

  const dark = mean(data) < 128;
  let normalised = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (dark) normalised = normalised.negate();
  normalised = normalised.normalise();
  const unlabelled = new Set<string>();
  for (const pass of OCR_PASSES) {
    let copy = normalised.clone().resize({ width: pass.width, kernel: 'lanczos3' });
    if (pass.binarise) copy = copy.threshold(160);
    const png = await copy.png({ compressionLevel: 1 }).toBuffer();
    const found = findImeiInText((await ocr.readText(png, { layout: pass.layout })).text);
    if (found?.labelled) return { imei: found.imei, source: 'ocr' };
    // An unlabelled number may be a second SIM's whose label and first line OCR lost: two readings must agree.
    if (found && unlabelled.has(found.imei)) return { imei: found.imei, source: 'ocr' };
    if (found) unlabelled.add(found.imei);
  }
  return null;
}

function mean(pixels: Uint8Array): number {
  let sum = 0;
  // Every 7th pixel is plenty to tell a dark theme from a light one.
  let count = 0;
  for (let i = 0; i < pixels.length; i += 7) {
    sum += pixels[i] ?? 0;
    count++;
  }
  return count ? sum / count : 255;
}
