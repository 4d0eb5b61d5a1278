import { describe, expect, it } from 'vitest';
import { screenCodeFinding } from './screen-code.ts';

describe('screenCodeFinding: the front photo’s QR code against the value the screen showed', () => {
  it.each([
    ['no code read', null, 'K7P2', 'none'],
    ['the same value', 'K7P2', 'K7P2', 'match'],
    ['the same value with spaces around it', ' K7P2\n', 'K7P2', 'match'],
    ['another check’s value (an old photo replayed)', 'Q9X4', 'K7P2', 'other'],
    ['an empty code', '', 'K7P2', 'other'],
  ] as const)('%s', (_case, read, expected, finding) => {
    expect(screenCodeFinding(read, expected)).toBe(finding);
  });
});
