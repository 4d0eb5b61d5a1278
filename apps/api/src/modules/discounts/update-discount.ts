import { DiscountInputSchema } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, findDiscountByCode, type Input, toDiscount } from './discount-view.ts';
import { getDiscount } from './get-discount.ts';

export async function updateDiscount(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<Input>,
  context: Context,
) {
  const before = await getDiscount(db, id);
  // The rules that tie fields together (a percentage of at most 100 %, dates in
  // order) are checked on the discount as it will be, not just on the patch.
  const merged = DiscountInputSchema.safeParse({ ...before, ...input });
  if (!merged.success) {
    const issue = merged.error.issues[0]!;
    throw new AppError('DISCOUNT_INVALID', {
      params: { detail: issue.message },
      errors: [{ path: `body.${issue.path.join('.')}`, message: issue.message }],
    });
  }
  if (input.code) {
    const other = await findDiscountByCode(db, input.code);
    if (other && other.id !== id) throw new AppError('DISCOUNT_CODE_TAKEN');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(discounts)
      .set({ ...input, updated_at: context.now })
      .where(eq(discounts.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'discount.update',
      entityType: 'discount',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    return toDiscount(row!);
  });
}
