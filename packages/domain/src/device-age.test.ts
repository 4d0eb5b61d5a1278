import { describe, expect, it } from 'vitest';
import { isDeviceCoverable } from './device-age.ts';

describe('isDeviceCoverable', () => {
  it.each([
    ['bought today', '2024-05-10', '2024-05-10T10:00:00Z', true],
    ['one day short of 3 years', '2021-05-10', '2024-05-09T10:00:00Z', true],
    ['exactly 3 years', '2021-05-10', '2024-05-10T10:00:00Z', false],
    ['over 3 years', '2020-01-01', '2024-05-10T10:00:00Z', false],
    ['3rd anniversary is tomorrow in UTC but today in Madrid', '2021-05-10', '2024-05-09T22:30:00Z', false],
    ['bought 29 Feb, day before 28 Feb three years later', '2020-02-29', '2023-02-27T10:00:00Z', true],
    ['bought 29 Feb turns 3 on 28 Feb', '2020-02-29', '2023-02-28T10:00:00Z', false],
    ['purchase timestamp instead of a date', '2021-05-10T10:00:00Z', '2024-05-09T10:00:00Z', true],
    ['purchase date in the future', '2024-06-01', '2024-05-10T10:00:00Z', false],
    ['unreadable purchase date', 'ayer', '2024-05-10T10:00:00Z', false],
  ])('%s', (_name, purchase, now, expected) => {
    expect(isDeviceCoverable(purchase, new Date(now))).toBe(expected);
  });
});
