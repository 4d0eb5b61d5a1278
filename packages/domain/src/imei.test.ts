import { describe, expect, it } from 'vitest';
import { imeiDigits, isValidImei } from './imei.ts';

describe('isValidImei', () => {
  it.each([
    ['490154203237518', true],
    ['356938035643809', true],
    ['000000000000000', true],
    ['490154203237517', false], // check digit one less
    ['490154203237519', false], // check digit one more
    ['356938035643808', false],
    ['490154203237528', false], // a digit in the body changed
    ['35693803564380', false], // 14 digits
    ['3569380356438090', false], // 16 digits
    ['49015420323751A', false],
    ['49-0154203237518', false],
    [' 490154203237518', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidImei(value)).toBe(expected);
  });
});

describe('imeiDigits', () => {
  it.each([
    ['353325112975119', '353325112975119'],
    ['35 332511 297511 9', '353325112975119'],
    ['35-332511-297511-9', '353325112975119'],
    [' 35\t3325 ', '353325'],
    ['35.332511', '35.332511'],
    ['IMEI 35', 'IMEI35'],
  ])('%j → %j', (typed, digits) => {
    expect(imeiDigits(typed)).toBe(digits);
  });
});
