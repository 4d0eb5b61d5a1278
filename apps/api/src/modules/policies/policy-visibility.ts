import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * visiblePolicies for a statement prepared once per scope (the policy list, bench:api): the same
 * condition with its values as placeholders, the values, and a key naming the statement's shape.
 */
export function visiblePoliciesShape(actor: Actor): {
  key: string;
  condition: SQL | undefined;
  values: Record<string, unknown>;
} {
  const anyOf = (column: AnyPgColumn, ids: number[]) =>
    ids.length
      ? {
          key: column.name,
          condition: sql`${column} = any(${sql.placeholder('visible')})`,
          values: { visible: ids },
        }
      : { key: 'none', condition: sql`false`, values: {} };
  switch (actor.scope) {
    case 'all':
      return { key: 'all', condition: undefined, values: {} };
    case 'distributor':
      return anyOf(policies.distributor_id, actor.distributorIds);
    case 'store':
      return anyOf(policies.store_id, actor.storeIds);
    default:
      return {
        key: 'holder',
        condition: sql`${policies.policyholder_id} = ${sql.placeholder('visible')}`,
        values: { visible: actor.id },
      };
  }
}
