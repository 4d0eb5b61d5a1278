import { describe, expect, it } from 'vitest';
import { formatSpanishPhone, isValidSpanishPhone, nationalSpanishPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['612 345 678', '612345678'],
    ['+34 612-345-678', '34612345678'],
    ['(91) 123.45.67', '911234567'],
    ['abc', ''],
    ['', ''],
  ])('%s → %s', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });
});

describe('isValidSpanishPhone', () => {
  it.each([
    ['612345678', true],
    ['712345678', true],
    ['812345678', true],
    ['912345678', true],
    ['512345678', false], // wrong first digit
    ['012345678', false],
    ['61234567', false], // 8 digits
    ['6123456789', false], // 10 digits
    ['+34 612 345 678', true],
    ['34612345678', true],
    ['0034612345678', true],
    ['34512345678', false], // prefix then wrong first digit
    ['33612345678', false], // French prefix
    ['934567890', true], // Barcelona landline
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidSpanishPhone(value)).toBe(expected);
  });
});

describe('nationalSpanishPhone', () => {
  it.each([
    ['+34 612 34 56 78', '612345678'],
    ['0034612345678', '612345678'],
    ['34612345678', '612345678'],
    ['612-34-56-78', '612345678'],
    // 9 digits starting with 34 stay as they are: no prefix to strip.
    ['346123456', '346123456'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(nationalSpanishPhone(input)).toBe(expected);
  });
});

describe('formatSpanishPhone', () => {
  it.each([
    ['900000000', '900 000 000'],
    ['+34 612 34 56 78', '612 345 678'],
    ['0034934567890', '934 567 890'],
    ['91-123-45-67', '911 234 567'],
    ['12345', '12345'],
    [' +44 20 7946 0958 ', '+44 20 7946 0958'],
  ])('%s → %s', (input, expected) => {
    expect(formatSpanishPhone(input)).toBe(expected);
  });
});
