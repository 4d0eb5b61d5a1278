import { describe, expect, it } from 'vitest';
import { Periodicity } from './enums.ts';
import {
  addMonths,
  type DiscountRule,
  discountedReceipt,
  discountLabel,
  discountRefusal,
  findPriceBand,
  lowestMonthlyPrice,
  normalizeDiscountCode,
  quoteBand,
  receiptSchedule,
} from './pricing.ts';

const bands = [
  { min_value: 30_000, max_value: 60_000, price_monthly: 695, price_yearly: 7298 },
  { min_value: 0, max_value: 30_000, price_monthly: 495, price_yearly: 5198 },
  { min_value: 60_000, max_value: 100_000, price_monthly: 895, price_yearly: 9398 },
];

describe('findPriceBand', () => {
  it.each([
    [0, 495],
    [29_999, 495],
    [30_000, 695],
    [59_999, 695],
    [60_000, 895],
    [100_000, 895], // the ceiling of the top band is still insurable
    [100_001, null],
    [-1, null],
    [Number.NaN, null],
  ])('value %i cents -> monthly %s', (value, monthly) => {
    expect(findPriceBand(bands, value)?.price_monthly ?? null).toBe(monthly);
  });
});

describe('lowestMonthlyPrice', () => {
  it('is the cheapest monthly receipt of the bands', () => {
    expect(lowestMonthlyPrice(bands)).toBe(495);
  });
  it('is null without bands', () => {
    expect(lowestMonthlyPrice([])).toBeNull();
  });
});

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  kind: 'percent',
  value: 1000,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  max_uses: 10,
  uses: 0,
  store_id: null,
  product_type_id: null,
  active: true,
  ...overrides,
});
const madridNoon = (day: string) => new Date(`${day}T11:00:00Z`);

describe('discountLabel', () => {
  it.each([
    ['percent', 1500, '15 % de descuento'],
    ['percent', 1250, '12,5 % de descuento'],
    ['fixed', 500, '5,00 € de descuento en el primer recibo'],
    ['fixed', 123_456, '1.234,56 € de descuento en el primer recibo'],
  ] as const)('%s %i -> %s', (kind, value, label) => {
    expect(discountLabel({ kind, value })).toBe(label);
  });
});

describe('discountRefusal', () => {
  it.each([
    { what: 'a valid code', d: rule(), ctx: {}, refusal: null },
    { what: 'an inactive code', d: rule({ active: false }), ctx: {}, refusal: 'inactive' },
    { what: 'the day before it starts', d: rule(), ctx: { day: '2025-12-31' }, refusal: 'not_started' },
    { what: 'its first day', d: rule(), ctx: { day: '2026-01-01' }, refusal: null },
    { what: 'its last day', d: rule(), ctx: { day: '2026-12-31' }, refusal: null },
    { what: 'the day after its last', d: rule(), ctx: { day: '2027-01-01' }, refusal: 'expired' },
    { what: 'all uses spent', d: rule({ uses: 10 }), ctx: {}, refusal: 'exhausted' },
    { what: 'one use left', d: rule({ uses: 9 }), ctx: {}, refusal: null },
    { what: "another store's code", d: rule({ store_id: 3 }), ctx: { storeId: 4 }, refusal: 'other_store' },
    { what: "a store's code with no store", d: rule({ store_id: 3 }), ctx: {}, refusal: 'other_store' },
    { what: "the store's own code", d: rule({ store_id: 3 }), ctx: { storeId: 3 }, refusal: null },
    {
      what: 'a code for scooters on a phone',
      d: rule({ product_type_id: 3 }),
      ctx: { productTypeId: 1 },
      refusal: 'other_product',
    },
  ])('$what -> $refusal', ({ d, ctx, refusal }) => {
    const c = ctx as { day?: string; storeId?: number; productTypeId?: number };
    expect(
      discountRefusal(d, {
        now: madridNoon(c.day ?? '2026-06-15'),
        storeId: c.storeId ?? null,
        productTypeId: c.productTypeId,
      }),
    ).toBe(refusal);
  });

  it('counts the last day in Madrid time: 23:30 in Madrid on 31 December is still valid', () => {
    expect(discountRefusal(rule(), { now: new Date('2026-12-31T22:30:00Z') })).toBeNull();
    expect(discountRefusal(rule(), { now: new Date('2026-12-31T23:30:00Z') })).toBe('expired');
  });
});

describe('normalizeDiscountCode', () => {
  it.each([
    ['  verano10 ', 'VERANO10'],
    ['Tienda-5', 'TIENDA-5'],
    ['VERANO10', 'VERANO10'],
    ['   ', ''],
  ])('%j -> %j', (typed, code) => {
    expect(normalizeDiscountCode(typed)).toBe(code);
  });
});

describe('discountedReceipt', () => {
  it.each([
    [1195, { kind: 'percent', value: 1000 }, true, 1075], // 119.5 rounds half up to 120
    [1195, { kind: 'percent', value: 1000 }, false, 1075],
    [999, { kind: 'percent', value: 1500 }, true, 849], // 149.85 -> 150
    [1195, { kind: 'fixed', value: 500 }, true, 695],
    [1195, { kind: 'fixed', value: 500 }, false, 1195],
    [300, { kind: 'fixed', value: 500 }, true, 0],
    [1195, null, true, 1195],
    [1195, { kind: 'percent', value: 50_000 }, false, 0], // a corrupt 500 % never makes a receipt negative
  ] as const)('%i with %o (first %s) -> %i', (amount, discount, first, expected) => {
    expect(discountedReceipt(amount, discount, first)).toBe(expected);
  });
});

describe('quoteBand', () => {
  const band = { min_value: 0, max_value: 30_000, price_monthly: 1195, price_yearly: 12548 };
  it('monthly without discount: 12 receipts', () => {
    expect(quoteBand(band, null, Periodicity.MONTHLY)).toEqual({
      price_monthly: 1195,
      price_yearly: 12548,
      discounted_monthly: 1195,
      discounted_yearly: 12548,
      first_year_total: 14340,
    });
  });
  it('yearly with 10 %', () => {
    expect(quoteBand(band, { kind: 'percent', value: 1000 }, Periodicity.YEARLY)).toMatchObject({
      discounted_yearly: 11293,
      first_year_total: 11293,
    });
  });
  it('monthly with 5 € off the first receipt', () => {
    expect(quoteBand(band, { kind: 'fixed', value: 500 }, Periodicity.MONTHLY)).toMatchObject({
      discounted_monthly: 1195,
      first_year_total: 14340 - 500,
    });
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-05', 1, '2027-01-05'],
    ['2026-03-31', 11, '2027-02-28'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s + %i -> %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('receiptSchedule', () => {
  const band = { price_monthly: 1195, price_yearly: 12548 };
  it('monthly: 12 receipts a month apart from the start, discount on each (percent)', () => {
    const receipts = receiptSchedule({
      periodicity: Periodicity.MONTHLY,
      band,
      startDate: '2026-11-30',
      discount: { kind: 'percent', value: 1000 },
    });
    expect(receipts).toHaveLength(12);
    expect(receipts[0]).toEqual({ sequence: 1, activation_date: '2026-11-30', price: 1075 });
    expect(receipts[3]).toEqual({ sequence: 4, activation_date: '2027-02-28', price: 1075 });
    expect(receipts[11]?.activation_date).toBe('2027-10-30');
  });
  it('yearly: one receipt on the start date', () => {
    expect(
      receiptSchedule({ periodicity: Periodicity.YEARLY, band, startDate: '2026-11-22', discount: null }),
    ).toEqual([{ sequence: 1, activation_date: '2026-11-22', price: 12548 }]);
  });
});
