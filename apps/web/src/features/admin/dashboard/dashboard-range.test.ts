import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeFromParams, rangeProblem } from './dashboard-range';

describe('the dashboard period', () => {
  it.each([
    ['last7', '2026-11-23', { from: '2026-11-17', to: '2026-11-23' }],
    ['last30', '2026-11-23', { from: '2026-10-25', to: '2026-11-23' }],
    ['thisMonth', '2026-11-23', { from: '2026-11-01', to: '2026-11-23' }],
    ['thisMonth', '2026-03-01', { from: '2026-03-01', to: '2026-03-01' }],
    ['last7', '2026-03-03', { from: '2026-02-25', to: '2026-03-03' }],
  ] as const)('%s on %s', (preset, today, range) => {
    expect(presetRange(preset, today)).toEqual(range);
    if (preset !== 'thisMonth' || today !== '2026-03-01') expect(presetOf(range, today)).toBe(preset);
  });

  it('reads the period from the address, or takes the last 30 days', () => {
    const today = '2026-11-23';
    expect(rangeFromParams(new URLSearchParams('desde=2026-01-01&hasta=2026-01-31'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    for (const query of [
      '',
      'desde=2026-01-01',
      'desde=ayer&hasta=2026-01-31',
      'desde=2026-02-30&hasta=2026-03-01',
    ])
      expect(rangeFromParams(new URLSearchParams(query), today)).toEqual({ from: '2026-10-25', to: today });
    expect(presetOf({ from: '2026-01-01', to: '2026-01-31' }, today)).toBeNull();
  });

  it('refuses a period backwards or longer than the server allows', () => {
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('backwards');
    expect(rangeProblem({ from: '2024-12-31', to: '2026-01-01' })).toBe('too_long');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });
});
