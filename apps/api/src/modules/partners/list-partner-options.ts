import type { PartnerOptions } from '@amparo/contract';
import { and, asc, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { distributors, stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visibleStores } from '../stores/store-view.ts';

/** Distributors and stores the actor may see: all, its distributors', or its own stores. */
export async function listPartnerOptions(db: Executor, actor: Actor): Promise<PartnerOptions> {
  const storeRows = await db
    .select({ id: stores.id, name: stores.name, code: stores.code, distributor_id: stores.distributor_id })
    .from(stores)
    .where(and(isNull(stores.deleted_at), visibleStores(actor)))
    .orderBy(asc(stores.name));
  const distributorIds = [
    ...new Set([
      ...storeRows.map((s) => s.distributor_id),
      ...(actor.scope === 'distributor' ? actor.distributorIds : []),
    ]),
  ];
  const distributorScope =
    actor.scope === 'all'
      ? undefined
      : distributorIds.length
        ? or(inArray(distributors.id, distributorIds))
        : sql`false`;
  const distributorRows = await db
    .select({ id: distributors.id, name: distributors.name })
    .from(distributors)
    .where(and(isNull(distributors.deleted_at), distributorScope))
    .orderBy(asc(distributors.name));
  return { distributors: distributorRows, stores: storeRows };
}
