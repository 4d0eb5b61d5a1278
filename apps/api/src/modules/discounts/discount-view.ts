import type { Discount, DiscountInputSchema, DiscountValidationSchema, z } from '@amparo/contract';
import { discountLabel, normalizeDiscountCode } from '@amparo/domain';
import { and, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';

export type Row = typeof discounts.$inferSelect;

export type Input = z.output<typeof DiscountInputSchema>;

export type Context = { now: Date; ip: string };

export const toDiscount = (row: Row): Discount => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind as Discount['kind'],
  value: row.value,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  max_uses: row.max_uses,
  uses: row.uses,
  store_id: row.store_id,
  product_type_id: row.product_type_id,
  is_public: row.is_public,
  active: row.active,
});

/** The one discount label is the domain's ('15 % de descuento'); re-exported for this module's callers. */
export { discountLabel };

/** What a customer is shown of a usable code or of the public campaign. */
export function toDiscountValidation(row: Row): z.output<typeof DiscountValidationSchema> {
  const discount = toDiscount(row);
  return {
    code: discount.code,
    description: discount.description,
    kind: discount.kind,
    value: discount.value,
    label: discountLabel(discount),
  };
}

export async function findDiscountByCode(db: Executor, code: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(sql`upper(${discounts.code}) = ${normalizeDiscountCode(code)}`, isNull(discounts.deleted_at)));
  return row ?? null;
}
