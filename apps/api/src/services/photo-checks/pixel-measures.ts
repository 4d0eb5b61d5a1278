// Measures on a greyscale raster (one byte per pixel, row by row). Light and sharpness are the
// domain's (photo-measures.ts: the capture page takes them too); the hash that finds a photo sent
// again is the server's. Thresholds and calibration: docs/phone-check.md.
import type { GreyImage } from '@amparo/domain';

export { type GreyImage, laplacianVariance, meanLuminance } from '@amparo/domain';

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
