import { BitArray, Code128Reader } from '@zxing/library';

export type GreyImage = { data: Uint8Array; width: number; height: number };
export type FoundBarcode = { text: string; y: number };

/** Rows apart between two scan lines: a barcode under an IMEI is 40+ px high on a phone screenshot. */
const ROW_STEP = 3;

/**
 * The Code 128 barcodes of a greyscale screenshot, top to bottom. Many phones
 * draw one under each IMEI, black bars on a white box (also in dark themes), so
 * every few rows is read as a scan line with a fixed threshold; Code 128 has its
 * own check character, and a value is kept only when two scan lines agree.
 */
export function findBarcodes(image: GreyImage, threshold = 128): FoundBarcode[] {
  const reader = new Code128Reader();
  const seen = new Map<string, { y: number; count: number }>();
  const row = new BitArray(image.width);
  const ink = new Uint8Array(image.width);
  for (let y = 0; y < image.height; y += ROW_STEP) {
    const offset = y * image.width;
    let dark = 0;
    for (let x = 0; x < image.width; x++) {
      ink[x] = (image.data[offset + x] ?? 255) < threshold ? 1 : 0;
      dark += ink[x] ?? 0;
    }
    // A row with no ink, or all ink, holds no barcode: skip it cheaply.
    if (dark < 20 || dark > image.width - 20) continue;
    const text = decodeRow(reader, row, ink, y);
    if (text === null) continue;
    const entry = seen.get(text);
    if (entry) entry.count++;
    else seen.set(text, { y, count: 1 });
  }
  return [...seen]
    .filter(([, { count }]) => count >= 2)
    .map(([text, { y }]) => ({ text, y }))
    .sort((a, b) => a.y - b.y);
}

/** White pixels a barcode needs before its first bar (its quiet zone is 10 modules). */
const QUIET_ZONE = 10;
const MAX_STARTS_PER_ROW = 8;

/**
 * Tries each place where ink follows a quiet zone as the barcode's start, with
 * the ink before it wiped: the zxing port's start-pattern search only works
 * when the first ink of the row is the barcode (it loses its counters after
 * sliding), and in dark themes the row starts with the dark background.
 */
function decodeRow(reader: Code128Reader, row: BitArray, ink: Uint8Array, y: number): string | null {
  let white = 0;
  let tries = 0;
  for (let start = 0; start < ink.length && tries < MAX_STARTS_PER_ROW; start++) {
    if (!ink[start]) {
      white++;
      continue;
    }
    const afterQuietZone = white >= QUIET_ZONE;
    white = 0;
    if (!afterQuietZone) continue;
    tries++;
    row.clear();
    for (let x = start; x < ink.length; x++) if (ink[x]) row.set(x);
    try {
      return reader.decodeRow(y, row, new Map()).getText();
    } catch {
      // Not a barcode from here: the reader says so by throwing.
    }
  }
  return null;
}
