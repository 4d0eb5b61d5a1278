import type { Discount } from '@amparo/contract';
import { discountRefusal } from '@amparo/domain';
import type { BadgeTone } from '../../../ui/badge';

export type DiscountStatus = 'valid' | 'scheduled' | 'expired' | 'exhausted' | 'inactive';

type DiscountForStatus = Pick<
  Discount,
  | 'kind'
  | 'value'
  | 'active'
  | 'valid_from'
  | 'valid_to'
  | 'uses'
  | 'max_uses'
  | 'store_id'
  | 'product_type_id'
>;

/**
 * What a discount is today, by the same rules the purchase flow applies
 * (domain discountRefusal: Madrid calendar day, valid_to is the last valid day).
 * A store or product restriction is not a status: within its scope it is valid.
 */
export function discountStatus(discount: DiscountForStatus, now: Date): DiscountStatus {
  const refusal = discountRefusal(discount, { now, storeId: discount.store_id });
  switch (refusal) {
    case null:
    case 'other_store':
    case 'other_product':
      return 'valid';
    case 'not_started':
      return 'scheduled';
    case 'expired':
      return 'expired';
    case 'exhausted':
      return 'exhausted';
    case 'inactive':
      return 'inactive';
  }
}

export const DISCOUNT_STATUS_TONES: Record<DiscountStatus, BadgeTone> = {
  valid: 'success',
  scheduled: 'info',
  expired: 'neutral',
  exhausted: 'warning',
  inactive: 'neutral',
};
