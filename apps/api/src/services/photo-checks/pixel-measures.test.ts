import { greyFromRgba } from '@amparo/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  dHashFromGrey,
  type GreyImage,
  hammingDistance,
  laplacianVariance,
  meanLuminance,
} from './pixel-measures.ts';

const image = (width: number, height: number, at: (x: number, y: number) => number): GreyImage => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = at(x, y);
  return { data, width, height };
};

describe('pixel measures', () => {
  it('takes the mean luminance', () => {
    expect(meanLuminance(image(4, 4, () => 200))).toBe(200);
    expect(meanLuminance(image(2, 1, (x) => (x ? 255 : 0)))).toBe(127.5);
  });

  it('gives a flat image no Laplacian variance and a checkerboard a lot, a ramp next to none', () => {
    expect(laplacianVariance(image(20, 20, () => 90))).toBe(0);
    expect(laplacianVariance(image(20, 20, (x) => x * 10))).toBe(0);
    const board = laplacianVariance(image(20, 20, (x, y) => ((x + y) % 2 ? 255 : 0)));
    expect(board).toBeGreaterThan(100_000);
  });

  it('builds a 64-bit dHash from a 9 x 8 copy, left brighter than right is a 1', () => {
    expect(dHashFromGrey(image(9, 8, (x) => 255 - x * 20))).toBe('ffffffffffffffff');
    expect(dHashFromGrey(image(9, 8, (x) => x * 20))).toBe('0000000000000000');
    expect(() => dHashFromGrey(image(8, 8, () => 0))).toThrow();
  });

  it.each([
    ['0000000000000000', '0000000000000000', 0],
    ['0000000000000000', 'ffffffffffffffff', 64],
    ['0000000000000001', '0000000000000003', 1],
    ['f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f', 64],
    ['8000000000000000', '0000000000000000', 1],
  ])('hamming(%s, %s) = %i', (a, b, d) => {
    expect(hammingDistance(a, b)).toBe(d);
  });

  it('refuses a hash that is not 16 hex digits', () => {
    expect(() => hammingDistance('abc', '0000000000000000')).toThrow();
  });
});

describe("the browser's measures agree with the server's (one rule, docs/phone-check.md)", () => {
  it('greyFromRgba on the raw colours gives the grey of sharp, within one level, and the same light', async () => {
    // A colourful photo-like image: gradients in each channel.
    const width = 96;
    const height = 64;
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        rgb[i] = (x * 255) / (width - 1);
        rgb[i + 1] = (y * 255) / (height - 1);
        rgb[i + 2] = ((x + y) * 7) % 256;
      }
    const raw = { raw: { width, height, channels: 3 as const } };
    const rgba = await sharp(rgb, raw).ensureAlpha().raw().toBuffer();
    const server = await sharp(rgb, raw).greyscale().raw().toBuffer();
    const browser = greyFromRgba(new Uint8Array(rgba), width, height);
    let worst = 0;
    for (let i = 0; i < server.length; i++) worst = Math.max(worst, Math.abs(server[i]! - browser.data[i]!));
    expect(worst).toBeLessThanOrEqual(1);
    const serverGrey = { data: new Uint8Array(server), width, height };
    expect(Math.abs(meanLuminance(serverGrey) - meanLuminance(browser))).toBeLessThan(0.5);
  });
});
