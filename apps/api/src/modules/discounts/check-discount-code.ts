import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countHit, LIMITS, peekHits, tooManyAttempts } from '../../services/rate-limit.ts';
import type { Row } from './discount-view.ts';
import { requireUsableDiscount } from './require-usable-discount.ts';

/**
 * GET /discounts/validate/:code: a usable code, or the reason it is not.
 * Unknown codes are guesses, counted per address in the database; once an
 * address has made too many, every code gets a 429, the good ones too, so
 * guessing on stops telling which codes exist. A real customer types one
 * code or two, and a code that exists is never counted.
 */
export async function checkDiscountCode(
  db: Database,
  code: string,
  context: { now: Date; ip: string; productTypeId?: number | undefined; storeId?: number | undefined },
): Promise<Row> {
  const limit = LIMITS.wrongDiscountCodesPerIp;
  const bucket = `discount-guess:${context.ip}`;
  if ((await peekHits(db, bucket, limit, context.now)) >= limit.max)
    throw tooManyAttempts(limit, context.now);
  try {
    return await requireUsableDiscount(db, code, context);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DISCOUNT_CODE_UNKNOWN') {
      if ((await countHit(db, bucket, limit, context.now)) > limit.max)
        throw tooManyAttempts(limit, context.now);
    }
    throw error;
  }
}
