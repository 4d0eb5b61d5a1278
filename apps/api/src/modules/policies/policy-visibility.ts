import { inArray, type SQL, sql } from 'drizzle-orm';
import { policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';

/** Policies an actor may see: all, its distributors', its stores', or (policyholders) their own. */
export function visiblePolicies(actor: Actor): SQL | undefined {
  switch (actor.scope) {
    case 'all':
      return undefined;
    case 'distributor':
      return actor.distributorIds.length
        ? inArray(policies.distributor_id, actor.distributorIds)
        : sql`false`;
    case 'store':
      return actor.storeIds.length ? inArray(policies.store_id, actor.storeIds) : sql`false`;
    default:
      return sql`${policies.policyholder_id} = ${actor.id}`;
  }
}
