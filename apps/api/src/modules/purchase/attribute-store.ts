import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';

export type Store = typeof stores.$inferSelect;

/** The store a sale counts for: the landing page's store, or the seller's own store. */
export async function attributeStore(
  db: Executor,
  storeId: number | undefined,
  actor: Actor | null,
): Promise<Store | null> {
  const id = storeId ?? (actor?.role === 'store_seller' ? actor.storeIds[0] : undefined);
  if (!id) return null;
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.active, true), isNull(stores.deleted_at)));
  if (!store) throw new AppError('BOOKING_STORE_UNKNOWN');
  // Staff tied to stores can only credit a store of their own.
  const foreign =
    (actor?.role === 'store_seller' && !actor.storeIds.includes(store.id)) ||
    (actor?.role === 'distributor_manager' && !actor.distributorIds.includes(store.distributor_id));
  if (foreign) throw new AppError('BOOKING_STORE_FOREIGN');
  return store;
}
