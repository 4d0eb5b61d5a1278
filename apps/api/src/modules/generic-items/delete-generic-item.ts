import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { genericItems } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Context } from './generic-item-view.ts';
import { getGenericItem } from './get-generic-item.ts';

/** Items are retired, not deleted: policies keep pointing at what was sold. */
export async function deleteGenericItem(db: Database, actor: Actor, id: number, context: Context) {
  const before = await getGenericItem(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(genericItems)
      .set({ active: false, updated_at: context.now })
      .where(eq(genericItems.id, id));
    await writeAudit(tx, {
      action: 'generic_item.retire',
      entityType: 'generic_item',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
