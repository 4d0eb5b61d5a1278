import type { RepairCenter, RepairCenterInput } from '@amparo/contract';
import { ClaimStatus } from '@amparo/domain';
import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { definedColumns } from '../../db/defined-columns.ts';
import { claims, productTypes, repairCenters } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export type RepairCenterRow = typeof repairCenters.$inferSelect;
export type Context = { now: Date; ip: string };

/** Claims assigned to a center that are not closed: they pin it (no delete while any). */
export const openClaimsOf = (centerIds: readonly number[]) =>
  and(
    inArray(claims.repair_center_id, [...centerIds]),
    isNotNull(claims.sent_at),
    ne(claims.internal_status, ClaimStatus.CLOSED),
  );

export async function openClaimCounts(db: Executor, centerIds: readonly number[]) {
  if (centerIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: claims.repair_center_id, n: count() })
    .from(claims)
    .where(openClaimsOf(centerIds))
    .groupBy(claims.repair_center_id);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

export const toRepairCenter = (row: RepairCenterRow, openClaims: number): RepairCenter => ({
  id: row.id,
  name: row.name,
  tax_id: row.tax_id,
  email: row.email,
  phone: row.phone,
  address: row.address,
  city: row.city,
  province: row.province,
  postal_code: row.postal_code,
  product_type_ids: row.product_type_ids,
  active: row.active,
  open_claims: openClaims,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A center not deleted, else 404. `lock` holds it until the transaction ends. */
export async function liveRepairCenter(db: Executor, id: number, lock = false): Promise<RepairCenterRow> {
  const query = db
    .select()
    .from(repairCenters)
    .where(and(eq(repairCenters.id, id), isNull(repairCenters.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('REPAIR_CENTER_NOT_FOUND');
  return row;
}

/** The product types it repairs, each once and in order; an id of no product type is a 422. */
export async function checkedProductTypes(db: Executor, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const known = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(inArray(productTypes.id, unique));
  const unknown = unique.filter((id) => !known.some((k) => k.id === id));
  if (unknown.length > 0)
    throw new AppError('REPAIR_CENTER_PRODUCT_TYPE_UNKNOWN', {
      params: { ids: unknown.join(', ') },
      errors: [{ path: 'body.product_type_ids', message: 'Tipo de producto desconocido' }],
    });
  return unique;
}

/**
 * Two live centers may not share name and town (a double click on 'Crear', a
 * center entered twice). The check runs under a transaction-wide advisory
 * lock, so two creations cannot both pass it.
 */
export async function assertNoTwin(
  tx: Executor,
  center: Pick<RepairCenterInput, 'name'> & { city?: string | null | undefined },
  exceptId: number | null,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amparo.repair_centers'))`);
  const [twin] = await tx
    .select({ id: repairCenters.id })
    .from(repairCenters)
    .where(
      and(
        isNull(repairCenters.deleted_at),
        sql`lower(${repairCenters.name}) = lower(${center.name})`,
        sql`lower(coalesce(${repairCenters.city}, '')) = lower(${center.city ?? ''})`,
        exceptId === null ? undefined : ne(repairCenters.id, exceptId),
      ),
    );
  if (twin)
    throw new AppError('REPAIR_CENTER_DUPLICATE', {
      params: { name: center.name },
      errors: [{ path: 'body.name', message: 'Ya existe un taller con este nombre en la localidad' }],
    });
}

/** The input as columns: absent fields left out (the contract has made the phone its 9 digits). */
export const columnsOf = (input: Partial<RepairCenterInput>) =>
  definedColumns(input) as Partial<typeof repairCenters.$inferInsert>;
