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
