import type { PriceQuerySchema, Quote, QuotedCoverage, z } from '@amparo/contract';
import {
  deviceName,
  discountLabel,
  findPriceBand,
  formatEuro,
  isInsurableKind,
  quoteBand,
  updateCoveragePrice,
} from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toDiscount } from '../discounts/discount-view.ts';
import { requireUsableDiscount } from '../discounts/require-usable-discount.ts';
import { getGenericItem } from '../generic-items/get-generic-item.ts';
import { requireProductTypeReference } from '../product-types/require-product-type-reference.ts';
import { listProducts } from '../products/list-products.ts';

type QuoteInput = z.output<typeof PriceQuerySchema>;

/** A device value that no price band of the product covers. */
export const uninsurableValue = (value: number) =>
  new AppError('DEVICE_VALUE_UNINSURABLE', { params: { value: formatEuro(value) } });

/** The insured device: a catalog item (its reference price unless a value is given) or a bare value. */

/** The insured device: a catalog item (its reference price unless a value is given) or a bare value. */
export async function resolveDevice(
  db: Executor,
  input: { product_type_id: number; generic_item_id?: number | undefined; device_value?: number | undefined },
) {
  if (input.generic_item_id) {
    const item = await getGenericItem(db, input.generic_item_id);
    if (!item.active) throw new AppError('DEVICE_RETIRED');
    if (!isInsurableKind(input.product_type_id, item.kind)) throw new AppError('DEVICE_NOT_INSURABLE');
    const value = input.device_value ?? item.reference_price;
    if (!value) throw new AppError('DEVICE_PRICE_MISSING');
    return { label: deviceName(item), brand: item.brand, model: item.model, value };
  }
  if (!input.device_value) throw new AppError('DEVICE_OR_VALUE_MISSING');
  return { label: formatEuro(input.device_value), brand: null, model: null, value: input.device_value };
}

/**
 * GET /policies/price: every cover option of the product type that insures a
 * device of this value, with monthly and yearly prices before and after the
 * discount, and the per-receipt price for the chosen periodicity (spec 4).
 */
export async function quotePrice(db: Executor, input: QuoteInput, now: Date): Promise<Quote> {
  await requireProductTypeReference(db, input.product_type_id);
  const candidates = await listProducts(db, { product_type_id: input.product_type_id, active: true });
  if (candidates.length === 0)
    throw new AppError('PRODUCT_NOT_FOUND', { params: { id: input.product_type_id } });
  const device = await resolveDevice(db, input);
  const discountRow = input.discount_code
    ? await requireUsableDiscount(db, input.discount_code, {
        now,
        productTypeId: input.product_type_id,
        storeId: input.store_id,
      })
    : null;
  const discount = discountRow ? toDiscount(discountRow) : null;
  const { periodicity } = input;
  const coverages: QuotedCoverage[] = candidates.flatMap((product) => {
    const band = findPriceBand(product.prices, device.value);
    if (!band) return [];
    const quote = quoteBand(band, discount, periodicity);
    const labels = updateCoveragePrice(
      { price_monthly: quote.discounted_monthly, price_yearly: quote.discounted_yearly },
      periodicity,
    );
    return [
      {
        product_id: product.id,
        name: product.name,
        tier: product.tier,
        coverages: product.coverages,
        price_monthly: quote.price_monthly,
        price_yearly: quote.price_yearly,
        discounted_monthly: quote.discounted_monthly,
        discounted_yearly: quote.discounted_yearly,
        price: labels.price,
        first_year_total: quote.first_year_total,
        price_monthly_label: labels.price_monthly,
        price_yearly_label: labels.price_yearly,
      },
    ];
  });
  if (coverages.length === 0) {
    throw uninsurableValue(device.value);
  }
  return {
    product_type_id: input.product_type_id,
    periodicity: input.periodicity,
    device,
    coverages,
    discount: discount
      ? {
          code: discount.code,
          description: discount.description,
          kind: discount.kind,
          value: discount.value,
          label: discountLabel(discount),
        }
      : null,
  };
}
