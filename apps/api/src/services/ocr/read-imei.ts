import { findImeiInText, isValidImei } from '@amparo/domain';
import sharp from 'sharp';
import { findBarcodes } from './barcodes.ts';
import type { OcrEngine } from './ocr-engine.ts';

export type ImeiReading = { imei: string; source: 'ocr' | 'barcode' };

/**
 * Tesseract reads phone text best at about 900 px wide (digits 30 to 45 px high,
 * whatever the phone's resolution); when the block reading misses, the sparse
 * one at a larger size finds lines the layout analysis dropped, a black and
 * white copy reads thin fonts that JPEG blurred, and a smaller and a larger copy
 * read a crop's few large digits and a screen's many small ones. Each pass runs
 * only until two of them agree. Measured on the generated sets (bench/imei,
 * docs/performance.md).
 */
const OCR_PASSES = [
  { width: 900, layout: 'block', binarise: false },
  { width: 1200, layout: 'sparse', binarise: false },
  { width: 900, layout: 'block', binarise: true },
  { width: 600, layout: 'sparse', binarise: false },
  { width: 1500, layout: 'block', binarise: false },
] as const;

/** The margin added around each OCR copy, in px of the copy. */
const PAD = 32;

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
  let prepared = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (dark) prepared = prepared.negate();
  // Written out before the margin is added: sharp negates after extending, which would make it dark.
  // Greyscale again, or sharp writes the grey image back as three channels.
  // From the darkest to the lightest pixel: the default percentiles (1 and 99) turn an iOS Settings
  // screen's light grey background black when its white cards are the lightest 1 %, and the text with it.
  const flat = await prepared
    .normalise({ lower: 0, upper: 100 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const normalised = sharp(flat.data, {
    raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels },
  });
  const seen = new Set<string>();
  for (const pass of OCR_PASSES) {
    // A margin of background all round, after the resize so the digits keep their size: a number
    // cropped right up to its digits (as the customer is asked to crop) reads as one with room.
    let copy = normalised
      .clone()
      .resize({ width: pass.width, kernel: 'lanczos3' })
      .extend({ top: PAD, bottom: PAD, left: PAD, right: PAD, background: { r: 255, g: 255, b: 255 } });
    if (pass.binarise) copy = copy.threshold(160);
    const png = await copy.png({ compressionLevel: 1 }).toBuffer();
    const found = findImeiInText((await ocr.readText(png, { layout: pass.layout })).text);
    // Two readings must agree: two misread digits can still pass the check digit (one number in ten
    // with two random errors; seen as 55 3938115160790 for 35 393811 518079 0), and an unlabelled
    // number may be a second SIM's whose label and first line OCR lost.
    if (found && seen.has(found.imei)) return { imei: found.imei, source: 'ocr' };
    if (found) seen.add(found.imei);
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
