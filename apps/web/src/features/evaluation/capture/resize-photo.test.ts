// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { type CanvasFactory, fitWithin, resizeToJpeg } from './resize-photo';

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [1920, 1080, { width: 1600, height: 900 }],
    [1600, 1600, { width: 1600, height: 1600 }],
    [800, 600, { width: 800, height: 600 }], // never enlarged
    [30000, 10, { width: 1600, height: 1 }], // a sliver keeps one pixel
  ])('%i x %i fits as %o', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });

  it('keeps the aspect ratio and caps the long side for any size', () => {
    for (const [width, height] of [
      [4032, 3024],
      [3024, 4032],
      [2560, 1440],
      [1081, 2400],
    ] as const) {
      const size = fitWithin(width, height);
      expect(Math.max(size.width, size.height)).toBe(1600);
      expect(size.width / size.height).toBeCloseTo(width / height, 2);
    }
  });

  it('refuses an image with no size', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
  });
});

describe('resizeToJpeg', () => {
  it('draws the source at the fitted size and returns the JPEG as a data URL with its size', async () => {
    const drawImage = vi.fn();
    const toJpeg = vi.fn(async () => new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }));
    const sizes: number[][] = [];
    const createCanvas: CanvasFactory = (width, height) => {
      sizes.push([width, height]);
      return { context: { drawImage } as unknown as CanvasRenderingContext2D, toJpeg };
    };
    const source = {} as CanvasImageSource;

    const photo = await resizeToJpeg(source, 1920, 1080, { createCanvas });

    expect(sizes).toEqual([[1600, 900]]);
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 1600, 900);
    expect(toJpeg).toHaveBeenCalledWith(0.85);
    expect(photo).toMatchObject({ width: 1600, height: 900, bytes: 1234 });
    expect(photo.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  });
});
