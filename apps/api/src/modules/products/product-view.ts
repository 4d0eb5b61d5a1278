import type { Product } from '@amparo/contract';
import type { productPrices, products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

export type PriceRow = typeof productPrices.$inferSelect;

export const toProduct = (row: ProductRow, prices: PriceRow[]): Product => ({
  id: row.id,
  product_type_id: row.product_type_id,
  category_id: row.category_id,
  name: row.name,
  reference: row.reference,
  tier: row.tier as Product['tier'],
  coverages: row.coverages,
  renewal_depreciation: row.renewal_depreciation ?? null,
  active: row.active,
  prices: prices
    .filter((p) => p.product_id === row.id)
    .sort((a, b) => a.min_value_cents - b.min_value_cents)
    .map((p) => ({
      id: p.id,
      min_value: p.min_value_cents,
      max_value: p.max_value_cents,
      price_monthly: p.price_monthly_cents,
      price_yearly: p.price_yearly_cents,
    })),
});

export const TIER_ORDER: Record<string, number> = { basic: 0, intermediate: 1, top: 2 };
