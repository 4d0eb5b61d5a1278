import { describe, expect, it } from 'vitest';
import { cardExpiresBefore, cardValidThrough } from './card-expiry.ts';

describe('a card on file and its expiry (YYMM)', () => {
  it.each([
    ['2702', '2027-02-28'],
    ['2802', '2028-02-29'], // a leap year's February
    ['2612', '2026-12-31'],
    ['2613', null],
    ['2600', null],
    ['12/27', null],
    ['', null],
    [null, null],
  ])('%s is valid through %s', (expiry, through) => {
    expect(cardValidThrough(expiry)).toBe(through);
  });

  it.each([
    ['2612', '2026-12-31', false], // the last day of the month still charges
    ['2612', '2027-01-01', true],
    ['2701', '2027-01-15', false],
    ['bad', '2030-01-01', false], // an unreadable expiry asks nothing
  ])('a card expiring %s charged on %s: expired %s', (expiry, chargeOn, expired) => {
    expect(cardExpiresBefore(expiry, chargeOn)).toBe(expired);
  });
});
