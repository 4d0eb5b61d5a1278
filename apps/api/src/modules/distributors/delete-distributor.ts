import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { distributors } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, findVisibleDistributor, liveStoreCounts } from './distributor-view.ts';

/**
 * `DELETE /distributors/{id}`: a soft delete (deleted_at, and inactive), so
 * its policies keep their distributor. Refused (409) while any of its stores
 * is not deleted, active or not: a store never outlives its distributor. The
 * distributor row is locked first; a store created meanwhile reads it FOR
 * SHARE (create-store.ts), so neither slips past the other.
 */
export async function deleteDistributor(db: Database, actor: Actor, id: number, context: Context) {
  await db.transaction(async (tx) => {
    const before = await findVisibleDistributor(tx, actor, id, true);
    const stores = (await liveStoreCounts(tx, [id])).get(id) ?? 0;
    if (stores > 0) throw new AppError('DISTRIBUTOR_HAS_STORES', { params: { count: stores } });
    await tx
      .update(distributors)
      .set({ deleted_at: context.now, active: false, updated_at: context.now })
      .where(eq(distributors.id, id));
    await writeAudit(tx, {
      action: 'distributor.delete',
      entityType: 'distributor',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
