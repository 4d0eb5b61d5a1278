import type { Distributor, DistributorInput, DistributorPatch } from '@amparo/contract';
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { definedColumns } from '../../db/defined-columns.ts';
import { distributors, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';

export type DistributorRow = typeof distributors.$inferSelect;
export type Context = { now: Date; ip: string };

/**
 * Distributors an actor may see: all; a distributor manager's own; a store
 * seller's, the distributors of its stores (docs/network.md, "Scopes").
 */
export function visibleDistributors(actor: Actor): SQL | undefined {
  switch (actor.scope) {
    case 'all':
      return undefined;
    case 'distributor':
      return actor.distributorIds.length ? inArray(distributors.id, actor.distributorIds) : sql`false`;
    case 'store':
      return actor.storeIds.length
        ? sql`exists (select 1 from stores s where s.distributor_id = ${distributors.id} and s.id in (${sql.join(
            actor.storeIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : sql`false`;
    default:
      return sql`false`;
  }
}

/** A live distributor the actor may see, else 404 (an outsider never learns the id exists). */
export async function findVisibleDistributor(
  db: Executor,
  actor: Actor,
  id: number,
  lock = false,
): Promise<DistributorRow> {
  const query = db
    .select()
    .from(distributors)
    .where(and(eq(distributors.id, id), isNull(distributors.deleted_at), visibleDistributors(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('DISTRIBUTOR_NOT_FOUND');
  return row;
}

/** Live stores per distributor. */
export async function liveStoreCounts(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: stores.distributor_id, n: count() })
    .from(stores)
    .where(and(inArray(stores.distributor_id, [...ids]), isNull(stores.deleted_at)))
    .groupBy(stores.distributor_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const toDistributor = (row: DistributorRow, storeCount: number): Distributor => ({
  id: row.id,
  name: row.name,
  tax_id: row.tax_id,
  email: row.email,
  phone: row.phone,
  contact_name: row.contact_name,
  address: row.address,
  city: row.city,
  province: row.province,
  postal_code: row.postal_code,
  commission_bp: row.commission_bp,
  active: row.active,
  store_count: storeCount,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The name is unique among all distributors, deleted ones included (the
 * database's index): a deleted distributor's name is not reused, so old
 * policies and reports never point at two partners of the same name.
 */
export async function assertNameFree(tx: Executor, name: string, exceptId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amparo.distributors'))`);
  const [twin] = await tx
    .select({ id: distributors.id })
    .from(distributors)
    .where(
      and(
        sql`lower(${distributors.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(distributors.id, exceptId),
      ),
    );
  if (twin)
    throw new AppError('DISTRIBUTOR_NAME_TAKEN', {
      errors: [{ path: 'body.name', message: 'Ya existe un distribuidor con ese nombre' }],
    });
}

/** The input as columns: absent fields left out (the contract has made the phone its 9 digits). */
export const distributorColumns = (input: DistributorInput | DistributorPatch) =>
  definedColumns(input) as Partial<typeof distributors.$inferInsert>;
