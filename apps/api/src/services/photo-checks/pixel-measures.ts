// Pure measures on a greyscale raster (one byte per pixel, row by row).
// Thresholds and calibration: docs/phone-check.md.

export type GreyImage = { data: Uint8Array; width: number; height: number };

/** Mean luminance, 0 (black) to 255 (white). */
export function meanLuminance(img: GreyImage): number {
  let sum = 0;
  for (let i = 0; i < img.data.length; i++) sum += img.data[i]!;
  return img.data.length ? sum / img.data.length : 0;
}

/**
 * Variance of the 4-neighbour Laplacian over the inner pixels: a sharp photo
 * has strong edges (large second derivatives, high variance), a blurred one
 * smooths them away. Depends on the scale, so it is always taken on the same
 * downscaled copy (see measure-photo.ts).
 */
export function laplacianVariance(img: GreyImage): number {
  const { data, width: w, height: h } = img;
  if (w < 3 || h < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const lap = data[i - w]! + data[i + w]! + data[i - 1]! + data[i + 1]! - 4 * data[i]!;
      sum += lap;
      sumSq += lap * lap;
      n++;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * dHash: on a 9 x 8 greyscale copy, one bit per pixel that is brighter than
 * its right neighbour, 64 bits as 16 hex digits. Survives re-encoding,
 * resizing and small light changes, so the same photo sent again is found.
 */
export function dHashFromGrey(img: GreyImage): string {
  if (img.width !== 9 || img.height !== 8) throw new Error('dHash needs a 9 x 8 image');
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) {
      const left = img.data[y * 9 + x]!;
      const right = img.data[y * 9 + x + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** Number of differing bits between two 64-bit hashes written as 16 hex digits. */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/.test(a) || !/^[0-9a-f]{16}$/.test(b)) throw new Error('hashes must be 16 hex digits');
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}
