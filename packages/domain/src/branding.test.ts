import { describe, expect, it } from 'vitest';
import { isHexColour } from './branding.ts';

describe('isHexColour', () => {
  it.each([
    ['#e6007e', true],
    ['#E6007E', true],
    ['e6007e', false],
    ['#e6007', false],
    ['#e6007e0', false],
    ['#gg007e', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isHexColour(value)).toBe(expected);
  });
});
