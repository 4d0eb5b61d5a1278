import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Context } from './discount-view.ts';
import { getDiscount } from './get-discount.ts';

export async function deleteDiscount(db: Database, actor: Actor, id: number, context: Context) {
  const before = await getDiscount(db, id);
  await db.transaction(async (tx) => {
    await tx.update(discounts).set({ deleted_at: context.now, active: false }).where(eq(discounts.id, id));
    await writeAudit(tx, {
      action: 'discount.delete',
      entityType: 'discount',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
