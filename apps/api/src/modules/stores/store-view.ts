import type { Store, StoreInput, StorePatch, StorePriv } from '@amparo/contract';
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { definedColumns } from '../../db/defined-columns.ts';
import { distributors, policies, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';

export type StoreRow = typeof stores.$inferSelect;
export type StoreWithDistributor = { store: StoreRow; distributor_name: string };
export type Context = { now: Date; ip: string };

/** Stores an actor may see: all; a distributor manager's distributors'; a store seller's own. */
export function visibleStores(actor: Actor): SQL | undefined {
  switch (actor.scope) {
    case 'all':
      return undefined;
    case 'distributor':
      return actor.distributorIds.length ? inArray(stores.distributor_id, actor.distributorIds) : sql`false`;
    case 'store':
      return actor.storeIds.length ? inArray(stores.id, actor.storeIds) : sql`false`;
    default:
      return sql`false`;
  }
}

/** A store with its distributor's name. */
export const selectStores = (db: Executor) =>
  db
    .select({ store: stores, distributor_name: distributors.name })
    .from(stores)
    .innerJoin(distributors, eq(distributors.id, stores.distributor_id));

/** A live store the actor may see, else 404. `lock` holds the store row until the transaction ends. */
export async function findVisibleStore(
  db: Executor,
  actor: Actor,
  id: number,
  lock = false,
): Promise<StoreWithDistributor> {
  const query = selectStores(db).where(
    and(eq(stores.id, id), isNull(stores.deleted_at), visibleStores(actor)),
  );
  const [row] = lock ? await query.for('update', { of: stores }) : await query;
  if (!row) throw new AppError('STORE_NOT_FOUND');
  return row;
}

/**
 * The live distributor a store is put under, read FOR SHARE so that deleting
 * that distributor (which locks it FOR UPDATE and counts its stores) waits for
 * this transaction; unknown or deleted is a 422 on the field.
 */
export async function lockLiveDistributor(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: distributors.id, name: distributors.name })
    .from(distributors)
    .where(and(eq(distributors.id, id), isNull(distributors.deleted_at)))
    .for('share');
  if (!row)
    throw new AppError('DISTRIBUTOR_UNKNOWN', {
      errors: [{ path: 'body.distributor_id', message: 'Elige un distribuidor dado de alta' }],
    });
  return row;
}

/**
 * Codes are unique across every store, deleted ones included (the database's
 * index), so a code always names one store in policies and reports.
 */
export async function assertCodeFree(tx: Executor, code: string, exceptId: number | null) {
  const [twin] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.code, code), exceptId === null ? undefined : ne(stores.id, exceptId)));
  if (twin)
    throw new AppError('STORE_CODE_TAKEN', {
      params: { code },
      errors: [{ path: 'body.code', message: 'Ese código ya es de otra tienda' }],
    });
}

/** Policies sold through each store. */
export async function policyCounts(db: Executor, storeIds: readonly number[]) {
  if (storeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: policies.store_id, n: count() })
    .from(policies)
    .where(inArray(policies.store_id, [...storeIds]))
    .groupBy(policies.store_id);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

export const toStore = ({ store, distributor_name }: StoreWithDistributor): Store => ({
  id: store.id,
  distributor_id: store.distributor_id,
  distributor_name,
  code: store.code,
  name: store.name,
  address: store.address,
  city: store.city,
  province: store.province,
  postal_code: store.postal_code,
  phone: store.phone,
  latitude: store.latitude,
  longitude: store.longitude,
  active: store.active,
  created_at: store.created_at.toISOString(),
  updated_at: store.updated_at.toISOString(),
});

export const toStorePriv = (row: StoreWithDistributor, policyCount: number): StorePriv => ({
  ...toStore(row),
  email: row.store.email,
  contact_name: row.store.contact_name,
  commission_bp: row.store.commission_bp,
  policy_count: policyCount,
});

/** The input as columns: absent fields left out (the contract has made the phone its 9 digits). */
export const storeColumns = (input: StoreInput | StorePatch) =>
  definedColumns(input) as Partial<typeof stores.$inferInsert>;
