import { describe, expect, it } from 'vitest';
import { canRetryImei, canRetryPhotos } from './retries.ts';

describe.each([
  ['photos', canRetryPhotos],
  ['IMEI', canRetryImei],
])('retrying %s', (_name, canRetry) => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [4, false],
  ])('after %i tries → %s', (count, expected) => {
    expect(canRetry(count)).toBe(expected);
  });
});
