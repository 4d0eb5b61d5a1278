import type { StorePatch, StorePriv } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import {
  assertCodeFree,
  type Context,
  findVisibleStore,
  lockLiveDistributor,
  policyCounts,
  storeColumns,
  toStorePriv,
} from './store-view.ts';

/**
 * `PATCH /stores/{id}`: the fields sent (null clears an optional one). Moving
 * a store to another distributor is an explicit change of `distributor_id`
 * here, never a side effect of an import. Audited with before and after.
 */
export async function updateStore(
  db: Database,
  actor: Actor,
  id: number,
  patch: StorePatch,
  context: Context,
): Promise<StorePriv> {
  return db.transaction(async (tx) => {
    const before = await findVisibleStore(tx, actor, id, true);
    const distributor =
      patch.distributor_id !== undefined && patch.distributor_id !== before.store.distributor_id
        ? await lockLiveDistributor(tx, patch.distributor_id)
        : { name: before.distributor_name };
    if (patch.code !== undefined && patch.code !== before.store.code)
      await assertCodeFree(tx, patch.code, id);
    const [row] = await tx
      .update(stores)
      .set({ ...storeColumns(patch), updated_at: context.now })
      .where(eq(stores.id, id))
      .returning();
    if (!row) throw new Error('The store row was not returned');
    await writeAudit(tx, {
      action: 'store.update',
      entityType: 'store',
      entityId: id,
      actor,
      ip: context.ip,
      before: before.store,
      after: row,
    });
    const counts = await policyCounts(tx, [id]);
    return toStorePriv({ store: row, distributor_name: distributor.name }, counts.get(id) ?? 0);
  });
}
