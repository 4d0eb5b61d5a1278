import type { StoreDirectoryEntry } from '@amparo/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { distributors, storeLandings, stores } from '../../db/schema/index.ts';

/** The public store directory: active stores of active distributors, with their page if they have one. */
export async function listStoreDirectory(db: Executor): Promise<StoreDirectoryEntry[]> {
  const rows = await db
    .select({ store: stores, distributor_name: distributors.name, landing_slug: storeLandings.slug })
    .from(stores)
    .innerJoin(distributors, eq(distributors.id, stores.distributor_id))
    .leftJoin(storeLandings, and(eq(storeLandings.store_id, stores.id), eq(storeLandings.active, true)))
    .where(
      and(
        eq(stores.active, true),
        isNull(stores.deleted_at),
        eq(distributors.active, true),
        isNull(distributors.deleted_at),
      ),
    )
    .orderBy(asc(stores.city), asc(stores.name));
  const seen = new Set<number>();
  return rows
    .filter(({ store }) => !seen.has(store.id) && seen.add(store.id))
    .map(({ store, distributor_name, landing_slug }) => ({
      id: store.id,
      name: store.name,
      address: store.address,
      city: store.city,
      province: store.province,
      postal_code: store.postal_code,
      phone: store.phone,
      latitude: store.latitude ? Number(store.latitude) : null,
      longitude: store.longitude ? Number(store.longitude) : null,
      distributor_name,
      landing_slug,
    }));
}
