import { Periodicity } from './enums.ts';
import { madridDate } from './madrid-time.ts';
import { formatEuro, formatPercent } from './money.ts';

// Quotes and receipts (issue: catalog, pricing and purchase). All money is
// integer cents; dates are 'YYYY-MM-DD' calendar days in Madrid.

/** A price range by device value (spec 3 Coverage.prices): min inclusive, max exclusive. */
export interface PriceBand {
  min_value: number;
  max_value: number;
  price_monthly: number;
  price_yearly: number;
}

/**
 * The band a device value falls in. The top band also takes a value equal
 * to its max, so a device worth exactly the ceiling can still be insured.
 */
export function findPriceBand<T extends PriceBand>(bands: readonly T[], deviceValue: number): T | null {
  if (!Number.isFinite(deviceValue) || deviceValue < 0) return null;
  const sorted = [...bands].sort((a, b) => a.min_value - b.min_value);
  const top = sorted.at(-1);
  return (
    sorted.find((b) => deviceValue >= b.min_value && deviceValue < b.max_value) ??
    (top && deviceValue === top.max_value ? top : null)
  );
}

/**
 * The 'desde X €/mes' of the public pages: the cheapest monthly receipt among
 * the bands given (one product's, or every product of a line); null for none.
 */
export function lowestMonthlyPrice(bands: readonly Pick<PriceBand, 'price_monthly'>[]): number | null {
  return bands.length ? Math.min(...bands.map((band) => band.price_monthly)) : null;
}

export interface DiscountRule {
  /** 'percent': value in hundredths of a percent (1500 = 15 %); 'fixed': value in cents. */
  kind: 'percent' | 'fixed';
  value: number;
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  uses: number;
  store_id: number | null;
  product_type_id: number | null;
  active: boolean;
}

/**
 * A discount code as it is stored and looked up: no surrounding spaces, upper case, so 'verano10 '
 * typed or in a link is VERANO10 (the contract's DiscountCodeSchema, the purchase flow, the lookup).
 */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Each refusal has its code and Spanish message in the contract's error catalogue. */
export type DiscountRefusal =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'exhausted'
  | 'other_store'
  | 'other_product';

/**
 * The one way a discount is described to people: '15 % de descuento' (value
 * in hundredths of a percent) or '5,00 € de descuento en el primer recibo'
 * (value in cents, taken off the first receipt only, see discountedReceipt).
 */
export function discountLabel(discount: Pick<DiscountRule, 'kind' | 'value'>): string {
  return discount.kind === 'percent'
    ? `${formatPercent(discount.value)} de descuento`
    : `${formatEuro(discount.value)} de descuento en el primer recibo`;
}

/** Why a discount cannot be used now, or null when it can. valid_to is the last valid day. */
export function discountRefusal(
  discount: DiscountRule,
  context: { now: Date; storeId?: number | null; productTypeId?: number | null },
): DiscountRefusal | null {
  const today = madridDate(context.now);
  if (!discount.active) return 'inactive';
  if (discount.valid_from && today && today < discount.valid_from) return 'not_started';
  if (discount.valid_to && today && today > discount.valid_to) return 'expired';
  if (discount.max_uses !== null && discount.uses >= discount.max_uses) return 'exhausted';
  if (discount.store_id !== null && discount.store_id !== (context.storeId ?? null)) return 'other_store';
  if (
    discount.product_type_id !== null &&
    context.productTypeId !== undefined &&
    discount.product_type_id !== context.productTypeId
  ) {
    return 'other_product';
  }
  return null;
}

/**
 * A percentage comes off every receipt (rounded to the cent, half up); a fixed
 * amount comes off the first receipt only, never below zero.
 */
export function discountedReceipt(
  amount: number,
  discount: Pick<DiscountRule, 'kind' | 'value'> | null,
  isFirst: boolean,
): number {
  if (!discount) return amount;
  // Never below zero, whatever a discount row says (the database also caps percentages at 100 %).
  if (discount.kind === 'percent')
    return Math.max(0, amount - Math.round((amount * discount.value) / 10_000));
  return isFirst ? Math.max(0, amount - discount.value) : amount;
}

export interface Quote {
  /** Per receipt, before and after the discount. */
  price_monthly: number;
  price_yearly: number;
  discounted_monthly: number;
  discounted_yearly: number;
  /** What the customer pays in the first year with the chosen periodicity, after the discount. */
  first_year_total: number;
}

export function quoteBand(
  band: PriceBand,
  discount: Pick<DiscountRule, 'kind' | 'value'> | null,
  periodicity: Periodicity,
): Quote {
  const monthlyReceipts = Array.from({ length: 12 }, (_, i) =>
    discountedReceipt(band.price_monthly, discount, i === 0),
  );
  const discounted_yearly = discountedReceipt(band.price_yearly, discount, true);
  return {
    price_monthly: band.price_monthly,
    price_yearly: band.price_yearly,
    discounted_monthly: discountedReceipt(
      band.price_monthly,
      discount?.kind === 'percent' ? discount : null,
      false,
    ),
    discounted_yearly,
    first_year_total:
      periodicity === Periodicity.MONTHLY
        ? monthlyReceipts.reduce((sum, r) => sum + r, 0)
        : discounted_yearly,
  };
}

export interface ScheduledReceipt {
  sequence: number;
  activation_date: string;
  price: number;
}

/** 'YYYY-MM-DD' plus whole months, clamping the day to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = (((index % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const d = Math.min(day, lastDay);
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first year's receipts: 12 monthly ones from the start date, or one yearly one. */
export function receiptSchedule(input: {
  periodicity: Periodicity;
  band: Pick<PriceBand, 'price_monthly' | 'price_yearly'>;
  startDate: string;
  discount: Pick<DiscountRule, 'kind' | 'value'> | null;
}): ScheduledReceipt[] {
  if (input.periodicity === Periodicity.YEARLY) {
    return [
      {
        sequence: 1,
        activation_date: input.startDate,
        price: discountedReceipt(input.band.price_yearly, input.discount, true),
      },
    ];
  }
  return Array.from({ length: 12 }, (_, i) => ({
    sequence: i + 1,
    activation_date: addMonths(input.startDate, i),
    price: discountedReceipt(input.band.price_monthly, input.discount, i === 0),
  }));
}
