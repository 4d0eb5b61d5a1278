import { describe, expect, it } from 'vitest';
import { isValidSpanishId, spanishIdType } from './spanish-id.ts';

// Control letters worked out by hand: 12345678 % 23 = 14 → Z; 0 → T;
// X1234567: 01234567 % 23 = 19 → L; Y: 11234567 % 23 = 10 → X; Z: 21234567 % 23 = 1 → R.
// CIF 1234567: odd positions 1,3,5,7 doubled 2,6,10,14 → 2+6+1+5 = 14, even 2+4+6 = 12,
// total 26 → control 4, letter D. A5881850: 1+7+7+0 + 8+1+5 = 29 → 1.
describe('isValidSpanishId', () => {
  it.each([
    ['12345678Z', 'DNI'],
    ['00000000T', 'DNI'],
    ['12345678z', 'DNI'],
    ['12.345.678-Z', 'DNI'],
    ['12345678A', null],
    ['1234567Z', null], // 7 digits
    ['X1234567L', 'NIE'],
    ['Y1234567X', 'NIE'],
    ['Z1234567R', 'NIE'],
    ['X1234567T', null],
    ['W1234567L', null], // W is a CIF letter, and L a wrong control for it
    ['B12345674', 'CIF'], // B requires a digit
    ['B1234567D', null],
    ['B12345675', null],
    ['A58818501', 'CIF'],
    ['P1234567D', 'CIF'], // P requires a letter
    ['P12345674', null],
    ['Q2826000H', 'CIF'],
    ['S2800000H', 'CIF'],
    ['S2800000E', null],
    ['N0032484H', 'CIF'],
    ['G12345674', 'CIF'], // G accepts digit
    ['G1234567D', 'CIF'], // or letter
    ['G1234567E', null],
    ['I12345674', null], // I is not an entity letter
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(spanishIdType(value)).toBe(expected);
    expect(isValidSpanishId(value)).toBe(expected !== null);
  });
});
