import { describe, expect, it } from 'vitest';
import { splitReceipt } from './receipt-taxes.ts';

// A receipt's price includes its taxes: the split works backwards and adds up to the cent.

const CLEA = { code: 'CLEA', percent: 0.15 };
const IPS = { code: 'IPS', percent: 8 };

describe('splitReceipt', () => {
  it.each([
    // 1195 / 1.08 = 1106.48 → 1106 net; 8 % of it 88.48 → 88, and the cent left over: 89.
    { case: 'Móvil Top a month, 11,95 €, IPS 8 %', price: 1195, taxes: [IPS], net: 1106, parts: [89] },
    // 12548 / 1.08 = 11618.5 → 11619; 8 % 929.52 → 930; 11619 + 930 = 12549: one cent back off the tax.
    { case: 'Móvil Top a year, 125,48 €', price: 12_548, taxes: [IPS], net: 11_619, parts: [929] },
    { case: 'a zero receipt (a 100 % discount)', price: 0, taxes: [IPS], net: 0, parts: [0] },
    // 1195 / 1.0815 = 1104.95 → 1105; IPS 88.4 → 88, CLEA 1.66 → 2; 1105 + 90 = 1195.
    {
      case: 'two taxes: IPS and a 0,15 % surcharge',
      price: 1195,
      taxes: [IPS, CLEA],
      net: 1105,
      parts: [88, 2],
    },
    { case: 'no tax (a line outside the IPS)', price: 1195, taxes: [], net: 1195, parts: [] },
    {
      case: 'a refund of the month: every part negative',
      price: -1195,
      taxes: [IPS],
      net: -1106,
      parts: [-89],
    },
  ])('$case', ({ price, taxes, net, parts }) => {
    const split = splitReceipt(price, taxes);
    expect(split.netCents).toBe(net);
    expect(split.taxes.map((t) => t.cents)).toEqual(parts);
    expect(split.netCents + split.taxCents).toBe(price);
  });

  it('adds up to the price for every price from 0,01 € to 200 €', () => {
    for (let price = 1; price <= 20_000; price++) {
      const split = splitReceipt(price, [IPS, CLEA]);
      expect(split.netCents + split.taxCents).toBe(price);
      expect(split.taxes.every((t) => t.cents >= 0)).toBe(true);
    }
  });
});
