// The light and sharpness measures of a phone-check photo, on a greyscale raster (one byte per
// pixel, row by row): the server takes them on the photo it received (apps/api photo-checks) and
// the capture page on the photo it is about to send, so both judge with one rule (precheckPhoto).
// Thresholds and calibration: docs/phone-check.md.
import { gradePhoto, type PhotoProblem, type PhotoSide } from './photo-verdict.ts';
import type { ScreenCodeFinding } from './screen-code.ts';

export type GreyImage = { data: Uint8Array; width: number; height: number };

/**
 * Longest side of the greyscale copy that light and sharpness are measured on. Fixed so the
 * Laplacian variance means the same for a 12 MP photo and a browser-shrunk one; the thresholds
 * were calibrated at this size.
 */
export const MEASURE_SIDE = 512;

/** Mean luminance, 0 (black) to 255 (white). */
export function meanLuminance(img: GreyImage): number {
  let sum = 0;
  for (let i = 0; i < img.data.length; i++) sum += img.data[i]!;
  return img.data.length ? sum / img.data.length : 0;
}

/**
 * Variance of the 4-neighbour Laplacian over the inner pixels: a sharp photo has strong edges
 * (large second derivatives, high variance), a blurred one smooths them away. Depends on the
 * scale, so it is always taken on a copy of MEASURE_SIDE.
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

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => toLinear(v));
const toByte = (y: number) => Math.round(255 * (y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055));

/**
 * A canvas's RGBA pixels as greyscale the way the server's image library makes it (libvips' b-w:
 * the relative luminance of the linear sRGB values, encoded back with the sRGB curve), so a photo
 * measures the same in the browser and on the server.
 */
export function greyFromRgba(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    const y = 0.2126 * LINEAR[rgba[i]!]! + 0.7152 * LINEAR[rgba[i + 1]!]! + 0.0722 * LINEAR[rgba[i + 2]!]!;
    data[p] = toByte(y);
  }
  return { data, width, height };
}

/** The problems a photo about to be sent would be refused for, that the browser can see. */
export type PrecheckProblem = Exclude<PhotoProblem, 'unreadable'>;

/** Light and sharpness of a greyscale copy of MEASURE_SIDE, rounded as the server stores them. */
export function measureGrey(grey: GreyImage): { meanLuminance: number; sharpness: number } {
  return {
    meanLuminance: Math.round(meanLuminance(grey) * 10) / 10,
    sharpness: Math.round(laplacianVariance(grey) * 10) / 10,
  };
}

/**
 * The capture page's check before sending (docs/phone-check.md, Checked before sending): the
 * server's own grading (gradePhoto, same thresholds) on what the browser measured, keeping the
 * problems it can see. The server still decides; this only offers the retake at once.
 */
export function precheckPhoto(photo: {
  side: PhotoSide;
  width: number;
  height: number;
  meanLuminance: number;
  sharpness: number;
  /** The front photo's QR code against the screen's value, when the browser could read it back. */
  screenCode?: ScreenCodeFinding;
}): PrecheckProblem[] {
  return gradePhoto({ ...photo, decoded: true }).problems.filter(
    (problem): problem is PrecheckProblem => problem !== 'unreadable',
  );
}
