import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { genericItems } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, type Input, toGenericItem, values } from './generic-item-view.ts';
import { getGenericItem } from './get-generic-item.ts';

export async function updateGenericItem(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<Input>,
  context: Context,
) {
  const before = await getGenericItem(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(genericItems)
      .set({ ...values(input), updated_at: context.now })
      .where(eq(genericItems.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'generic_item.update',
      entityType: 'generic_item',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    return toGenericItem(row!);
  });
}
