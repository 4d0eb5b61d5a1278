import { describe, expect, it } from 'vitest';
import { canWithdraw } from './withdrawal.ts';

describe('canWithdraw', () => {
  const created_at = '2024-03-01T10:00:00Z';
  it.each([
    ['the contract day', '2024-03-01T18:00:00Z', true],
    ['day 15, last minute in Madrid (UTC+1)', '2024-03-16T22:59:00Z', true],
    ['day 16 in Madrid although still day 15 in UTC', '2024-03-16T23:00:00Z', false],
    ['day 16', '2024-03-17T10:00:00Z', false],
    ['before the contract (clock skew)', '2024-02-29T10:00:00Z', false],
  ])('%s → %s', (_name, now, expected) => {
    expect(canWithdraw({ created_at }, new Date(now))).toBe(expected);
  });

  it.each([
    ['cancelled policy', 4, false],
    ['active unsigned policy', 2, true],
    ['active signed policy', 3, true],
  ])('%s on day 5 → %s', (_name, status, expected) => {
    expect(canWithdraw({ created_at, status }, new Date('2024-03-06T10:00:00Z'))).toBe(expected);
  });

  it('rejects an unreadable creation date', () => {
    expect(canWithdraw({ created_at: 'yesterday' }, new Date('2024-03-06T10:00:00Z'))).toBe(false);
  });
});
