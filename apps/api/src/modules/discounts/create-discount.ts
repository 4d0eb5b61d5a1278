import type { Database } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, findDiscountByCode, type Input, toDiscount } from './discount-view.ts';

export async function createDiscount(db: Database, actor: Actor, input: Input, context: Context) {
  if (await findDiscountByCode(db, input.code)) throw new AppError('DISCOUNT_CODE_TAKEN');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(discounts).values(input).returning();
    await writeAudit(tx, {
      action: 'discount.create',
      entityType: 'discount',
      entityId: row!.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return toDiscount(row!);
  });
}
