import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, maskIban, normalizeIban, SEPA_IBAN_LENGTHS } from './iban.ts';

describe('isValidIban', () => {
  it.each([
    ['ES9121000418450200051332', true],
    ['ES7921000813610123456789', true],
    ['es91 2100 0418 4502 0005 1332', true], // lower case and spaces
    ['ES9121000418450200051331', false], // last digit changed
    ['ES1921000418450200051332', false], // check digits changed
    ['ES912100041845020005133', false], // 23 characters
    ['ES91210004184502000513320', false], // 25 characters
    ['DE89370400440532013000', true],
    ['GB82WEST12345698765432', true],
    ['FR1420041010050500013M02606', true],
    ['IT60X0542811101000000123456', true],
    ['PT50000201231234567890154', true],
    ['NL91ABNA0417164300', true],
    ['BE68539007547034', true],
    ['NO9386011117947', true],
    ['CH9300762011623852957', true],
    ['MT84MALT011000012345MTLCAST001S', true],
    ['US64SVBKUS6S3300958879', false], // valid checksum, not a SEPA country
    ['ES91-2100-0418-4502-0005-1332', false], // dashes are not allowed
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidIban(value)).toBe(expected);
  });
});

// The length of each country's IBAN is checked through isValidIban above (a valid
// example per country); this only guards the size of the table.
describe('SEPA_IBAN_LENGTHS', () => {
  it('covers the 42 SEPA countries', () => {
    expect(Object.keys(SEPA_IBAN_LENGTHS)).toHaveLength(42);
  });
});

describe('normalizeIban and formatIban', () => {
  it.each([
    ['es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332'],
    ['BE68539007547034', 'BE68539007547034', 'BE68 5390 0754 7034'],
    ['NO9386011117947', 'NO9386011117947', 'NO93 8601 1117 947'],
  ])('%s', (value, normalized, formatted) => {
    expect(normalizeIban(value)).toBe(normalized);
    expect(formatIban(value)).toBe(formatted);
  });
});

describe('maskIban', () => {
  it.each([
    ['ES9121000418450200051332', 'ES91 **** 1332'],
    ['es91 2100 0418 4502 0005 1332', 'ES91 **** 1332'],
    ['****1332', '**** 1332'],
    ['ES91 **** 1332', 'ES91 **** 1332'],
    ['', '****'],
  ])('%s -> %s', (input, expected) => {
    expect(maskIban(input)).toBe(expected);
  });
});
