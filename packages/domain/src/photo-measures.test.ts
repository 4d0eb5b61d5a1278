import { describe, expect, it } from 'vitest';
import { greyFromRgba, measureGrey, precheckPhoto } from './photo-measures';

const grey = (width: number, height: number, value: (x: number, y: number) => number) => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = value(x, y);
  return { data, width, height };
};
// A photo with detail: stripes of light and shade around a given brightness.
const detailed = (base: number) =>
  grey(64, 48, (x, y) => Math.min(255, Math.max(0, base + ((x + y) % 4 < 2 ? 15 : -15))));

describe('precheckPhoto: the server’s grading of what the browser measured', () => {
  it.each([
    ['a well-lit photo with detail', 1600, 1200, detailed(120), []],
    ['a dark one (mean under 35)', 1600, 1200, detailed(20), ['too_dark']],
    ['a burnt one (mean over 235)', 1600, 1200, detailed(238), ['too_bright']],
    ['a flat, blurred one', 1600, 1200, grey(64, 48, () => 128), ['blurred']],
    ['a tiny one', 400, 300, detailed(120), ['too_small']],
  ] as const)('%s', (_what, width, height, image, problems) => {
    expect(precheckPhoto({ side: 'back', width, height, ...measureGrey(image) })).toEqual(problems);
  });

  it.each([
    ['not read back (a browser that cannot)', undefined, []],
    ['not found on the front photo', 'none', ['no_code']],
    ['found with this check’s value', 'match', []],
    // Another value is a doubt for an expert, not a retake: the server decides.
    ['found with another value', 'other', []],
  ] as const)('the screen code %s', (_what, screenCode, problems) => {
    const measured = { side: 'front', width: 1600, height: 1200, ...measureGrey(detailed(120)) } as const;
    expect(precheckPhoto({ ...measured, ...(screenCode ? { screenCode } : {}) })).toEqual(problems);
  });
});

describe('greyFromRgba', () => {
  it.each([
    [[0, 0, 0], 0],
    [[255, 255, 255], 255],
    [[255, 0, 0], 127], // sRGB red's relative luminance 0.2126, encoded back
    [[0, 255, 0], 220],
    [[0, 0, 255], 76],
    [[128, 128, 128], 128],
  ])('rgb %j is grey %i', (rgb, value) => {
    expect(greyFromRgba(new Uint8Array([...rgb, 255]), 1, 1).data[0]).toBe(value);
  });
});
