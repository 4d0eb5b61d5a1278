import { DISCOUNT_REFUSAL_CODES } from '@amparo/contract';
import { type DiscountRule, discountRefusal } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findDiscountByCode, type Row } from './discount-view.ts';

/** A code the customer may use now, for this product and store, or a 404/422 with the reason in Spanish. */
export async function requireUsableDiscount(
  db: Executor,
  code: string,
  context: { now: Date; productTypeId?: number | undefined; storeId?: number | null | undefined },
): Promise<Row> {
  const row = await findDiscountByCode(db, code);
  if (!row) throw new AppError('DISCOUNT_CODE_UNKNOWN');
  const refusal = discountRefusal(row as DiscountRule, {
    now: context.now,
    storeId: context.storeId ?? null,
    productTypeId: context.productTypeId,
  });
  if (refusal) throw new AppError(DISCOUNT_REFUSAL_CODES[refusal]);
  return row;
}
