import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, jsonValue, updatedAt } from './columns.ts';
import { stores } from './partners.ts';

// Reference tables whose ids are fixed by the spec (section 9): the seed
// writes them with explicit ids, so they are "by default" identities.
const fixedId = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const productTypes = pgTable('product_types', {
  id: fixedId(),
  name: text().notNull(),
  /** Spec 8: a product type without reference is 'Producto sin referencia definida'. */
  reference: text(),
  active: boolean().notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const riskTypes = pgTable('risk_types', { id: fixedId(), name: text().notNull() });
export const claimTypes = pgTable('claim_types', {
  id: fixedId(),
  name: text().notNull(),
  product_type_ids: jsonb().$type<number[]>().notNull().default([]),
});
export const paymentMethodTypes = pgTable('payment_method_types', { id: fixedId(), name: text().notNull() });

export const productCategories = pgTable(
  'product_categories',
  {
    id: fixedId(),
    product_type_id: integer()
      .notNull()
      .references(() => productTypes.id),
    name: text().notNull(),
    description: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (t) => [index('product_categories_type_idx').on(t.product_type_id)],
);

/** A product is one cover option (basic, intermediate, top) of a product type. */
export const products = pgTable(
  'products',
  {
    id: fixedId(),
    product_type_id: integer()
      .notNull()
      .references(() => productTypes.id),
    category_id: integer().references(() => productCategories.id),
    name: text().notNull(),
    reference: text(),
    tier: text(),
    /** The covered events shown to the customer, in order. */
    coverages: jsonb().$type<string[]>().notNull().default([]),
    /**
     * The percentage of its value a device keeps by whole years of age at renewal (domain
     * depreciationTableProblem); null: the domain's RENEWAL_DEPRECIATION.
     */
    renewal_depreciation: jsonb().$type<number[]>(),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('products_type_idx').on(t.product_type_id)],
);

/** Price by device value range (spec 3 Coverage.prices, min_value/max_value). */
export const productPrices = pgTable(
  'product_prices',
  {
    id: fixedId(),
    product_id: integer()
      .notNull()
      .references(() => products.id),
    min_value_cents: integer().notNull().default(0),
    max_value_cents: integer().notNull(),
    price_monthly_cents: integer().notNull(),
    price_yearly_cents: integer().notNull(),
  },
  (t) => [
    uniqueIndex('product_prices_product_min_unique').on(t.product_id, t.min_value_cents),
    check(
      'product_prices_range',
      sql`${t.min_value_cents} >= 0 and ${t.max_value_cents} > ${t.min_value_cents}`,
    ),
    check('product_prices_positive', sql`${t.price_monthly_cents} > 0 and ${t.price_yearly_cents} > 0`),
  ],
);

/** The catalog of brands, models and devices with reference prices. */
export const genericItems = pgTable(
  'generic_items',
  {
    id: fixedId(),
    kind: text().notNull(),
    brand: text().notNull(),
    model: text().notNull(),
    reference: text(),
    part_number: text(),
    reference_price_cents: integer(),
    released_on: date({ mode: 'string' }),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('generic_items_kind_brand_model_unique').on(t.kind, t.brand, t.model),
    index('generic_items_search_idx').on(t.kind, t.brand),
  ],
);

export const discounts = pgTable(
  'discounts',
  {
    id: fixedId(),
    code: text().notNull(),
    description: text(),
    /** 'percent' (value in hundredths of a percent) or 'fixed' (value in cents). */
    kind: text().notNull(),
    value: integer().notNull(),
    valid_from: date({ mode: 'string' }),
    valid_to: date({ mode: 'string' }),
    max_uses: integer(),
    uses: integer().notNull().default(0),
    store_id: integer().references(() => stores.id),
    product_type_id: integer().references(() => productTypes.id),
    is_public: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_unique').on(sql`upper(${t.code})`).where(sql`${t.deleted_at} is null`),
    check('discounts_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('discounts_value_positive', sql`${t.value} > 0`),
    check('discounts_percent_max', sql`${t.kind} <> 'percent' or ${t.value} <= 10000`),
    check('discounts_uses', sql`${t.max_uses} is null or ${t.uses} <= ${t.max_uses}`),
  ],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonValue('value').notNull(),
  description: text(),
  updated_at: updatedAt(),
});
