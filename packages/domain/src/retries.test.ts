import { describe, expect, it } from 'vitest';
import { canRetryImei, canRetryPhotos, imeiRetriesLeft, photoRetriesLeft } from './retries.ts';

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

describe.each([
  ['photos', photoRetriesLeft],
  ['IMEI', imeiRetriesLeft],
])('%s attempts left of 3', (_name, left) => {
  it.each([
    [0, 3],
    [1, 2],
    [3, 0],
    [5, 0],
  ])('after %i used → %i', (used, expected) => {
    expect(left(used)).toBe(expected);
  });
});
