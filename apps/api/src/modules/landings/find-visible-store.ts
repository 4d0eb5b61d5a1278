import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';

/** A store the actor may see: all, its distributors' stores, or its own; otherwise 404. */
export async function findVisibleStore(db: Executor, actor: Actor, storeId: number) {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)));
  const visible =
    store &&
    (actor.scope === 'all' ||
      (actor.scope === 'distributor' && actor.distributorIds.includes(store.distributor_id)) ||
      (actor.scope === 'store' && actor.storeIds.includes(store.id)));
  if (!visible) throw new AppError('STORE_NOT_FOUND');
  return store;
}
