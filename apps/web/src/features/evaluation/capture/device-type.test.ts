import { describe, expect, it } from 'vitest';
import { evaluationDeviceType } from './device-type';

describe('evaluationDeviceType', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      'android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5', 'other'],
    ['', 'desktop'],
  ] as const)('%s → %s', (userAgent, expected) => {
    expect(evaluationDeviceType(userAgent)).toBe(expected);
  });
});
