import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeLandings, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, findVisibleStore } from './store-view.ts';

/**
 * `DELETE /stores/{id}`: a soft delete (deleted_at, and inactive), so its
 * policies, discounts and staff keep pointing at it. Refused (409) while its
 * landing page is published: the public page would otherwise vanish without
 * anyone deciding it (docs/network.md). Hiding the landing first is one click.
 */
export async function deleteStore(db: Database, actor: Actor, id: number, context: Context) {
  await db.transaction(async (tx) => {
    const before = await findVisibleStore(tx, actor, id, true);
    const [published] = await tx
      .select({ n: count() })
      .from(storeLandings)
      .where(and(eq(storeLandings.store_id, id), eq(storeLandings.active, true)));
    if ((published?.n ?? 0) > 0) throw new AppError('STORE_HAS_LANDINGS');
    await tx
      .update(stores)
      .set({ deleted_at: context.now, active: false, updated_at: context.now })
      .where(eq(stores.id, id));
    await writeAudit(tx, {
      action: 'store.delete',
      entityType: 'store',
      entityId: id,
      actor,
      ip: context.ip,
      before: before.store,
    });
  });
}
