import type { BookingRequestSchema, Discount, InsuredByLine, Product, z } from '@amparo/contract';
import {
  findPriceBand,
  madridDate,
  Periodicity,
  type PriceBand,
  receiptSchedule,
  type ScheduledReceipt,
} from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { requireUsableDiscount, toDiscount } from '../catalog/discounts.ts';
import { requireProductTypeReference } from '../catalog/product-types.ts';
import { getProduct } from '../catalog/products.ts';
import { attributeStore, type Store } from './attribute-store.ts';
import { uninsurableValue } from './quote-price.ts';
import { readInsured } from './read-insured.ts';

type Booking = z.output<typeof BookingRequestSchema>;

export type PricedBooking = {
  product: Product;
  insured: InsuredByLine;
  /** The insured value in cents: the device's, or the sum of the items. */
  value: number;
  band: PriceBand;
  store: Store | null;
  discount: Discount | null;
  /** The first year's receipts, discounted. */
  schedule: [ScheduledReceipt, ...ScheduledReceipt[]];
  /** What the discount takes off the first year, in cents. */
  discountAmount: number;
};

/**
 * Everything the booking costs, read before anything is written: the product
 * (still sold), what it insures by product line, the price band of its value,
 * the store the sale counts for, the discount code and the receipts.
 */
export async function priceBooking(
  db: Executor,
  booking: Booking,
  context: { now: Date; actor: Actor | null },
): Promise<PricedBooking> {
  const product = await getProduct(db, booking.product_id);
  if (!product.active) throw new AppError('PRODUCT_RETIRED');
  await requireProductTypeReference(db, product.product_type_id);
  const { insured, value } = readInsured(product.product_type_id, booking, context.now);
  const band = findPriceBand(product.prices, value);
  if (!band) throw uninsurableValue(value);
  const store = await attributeStore(db, booking.store_id, context.actor);
  const discount = booking.discount_code
    ? toDiscount(
        await requireUsableDiscount(db, booking.discount_code, {
          now: context.now,
          productTypeId: product.product_type_id,
          storeId: store?.id,
        }),
      )
    : null;
  const startDate = madridDate(context.now);
  if (!startDate) throw new Error('The clock gave an invalid date');
  const [first, ...rest] = receiptSchedule({ periodicity: booking.periodicity, band, startDate, discount });
  if (!first) throw new Error('A receipt schedule has at least one receipt');
  const schedule: PricedBooking['schedule'] = [first, ...rest];
  const undiscounted = booking.periodicity === Periodicity.MONTHLY ? band.price_monthly : band.price_yearly;
  const discountAmount = undiscounted * schedule.length - sumPrices(schedule);
  return { product, insured, value, band, store, discount, schedule, discountAmount };
}

export const sumPrices = (receipts: readonly { price: number }[]) =>
  receipts.reduce((sum, receipt) => sum + receipt.price, 0);
