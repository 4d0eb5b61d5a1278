import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

/** A retail partner or bank that sells our cover through its stores. */
export const distributors = pgTable(
  'distributors',
  {
    id: id(),
    name: text().notNull(),
    tax_id: text(),
    email: text(),
    phone: text(),
    /** Commercial details, shown to staff only (GET /distributors, its CSV). */
    contact_name: text(),
    address: text(),
    city: text(),
    province: text(),
    postal_code: text(),
    /** Commission on premium written, in basis points (1250 = 12,50 %). */
    commission_bp: integer(),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (t) => [
    uniqueIndex('distributors_name_unique').on(t.name),
    check(
      'distributors_commission_range',
      sql`${t.commission_bp} is null or ${t.commission_bp} between 0 and 10000`,
    ),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    distributor_id: integer()
      .notNull()
      .references(() => distributors.id),
    code: text().notNull(),
    name: text().notNull(),
    address: text(),
    city: text(),
    province: text(),
    postal_code: text(),
    phone: text(),
    latitude: text(),
    longitude: text(),
    /** Commercial details (GET /stores-priv): contact, and commission in basis points. */
    email: text(),
    contact_name: text(),
    commission_bp: integer(),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (t) => [
    uniqueIndex('stores_code_unique').on(t.code),
    index('stores_distributor_idx').on(t.distributor_id),
    check(
      'stores_commission_range',
      sql`${t.commission_bp} is null or ${t.commission_bp} between 0 and 10000`,
    ),
  ],
);

/** A store's own landing page: branding text and an automatic discount. */
export const storeLandings = pgTable(
  'store_landings',
  {
    id: id(),
    store_id: integer()
      .notNull()
      .references(() => stores.id),
    slug: text().notNull(),
    title: text().notNull(),
    body: text(),
    branding: jsonb().$type<{ accent?: string; logo_text?: string }>(),
    discount_id: integer(),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('store_landings_slug_unique').on(t.slug),
    index('store_landings_store_idx').on(t.store_id),
  ],
);

export const repairCenters = pgTable('repair_centers', {
  id: id(),
  name: text().notNull(),
  tax_id: text(),
  email: text(),
  phone: text(),
  address: text(),
  city: text(),
  province: text(),
  postal_code: text(),
  product_type_ids: jsonb().$type<number[]>().notNull().default([]),
  active: boolean().notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
  deleted_at: deletedAt(),
});
