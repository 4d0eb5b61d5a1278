import { ProductType } from './enums.ts';

// Product type ids 1, 3, 4, 5, 6 and 7 select a policy variant; any other
// product type uses the default variant (spec 3).

export type PolicyVariant =
  | 'mobile'
  | 'scooter'
  | 'extended_warranty'
  | 'multi_device'
  | 'portable'
  | 'smart_tv'
  | 'default';

const VARIANTS: Record<ProductType, PolicyVariant> = {
  [ProductType.MOBILE]: 'mobile',
  [ProductType.SCOOTER]: 'scooter',
  [ProductType.EXTENDED_WARRANTY]: 'extended_warranty',
  [ProductType.MULTI_DEVICE]: 'multi_device',
  [ProductType.PORTABLE]: 'portable',
  [ProductType.SMART_TV]: 'smart_tv',
};

export function policyVariant(product_type_id: number | null | undefined): PolicyVariant {
  return (product_type_id != null && VARIANTS[product_type_id as ProductType]) || 'default';
}
