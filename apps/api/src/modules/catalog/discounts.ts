import { DISCOUNT_REFUSAL_CODES, type Discount, DiscountInputSchema, type z } from '@amparo/contract';
import { type DiscountRule, discountLabel, discountRefusal } from '@amparo/domain';
import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { containsPattern } from '../../services/like-pattern.ts';

type Row = typeof discounts.$inferSelect;
type Input = z.output<typeof DiscountInputSchema>;
type Context = { now: Date; ip: string };

export const toDiscount = (row: Row): Discount => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind as Discount['kind'],
  value: row.value,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  max_uses: row.max_uses,
  uses: row.uses,
  store_id: row.store_id,
  product_type_id: row.product_type_id,
  is_public: row.is_public,
  active: row.active,
});

/** The one discount label is the domain's ('15 % de descuento'); re-exported for this module's callers. */
export { discountLabel };

export async function findDiscountByCode(db: Executor, code: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(sql`upper(${discounts.code}) = ${code.trim().toUpperCase()}`, isNull(discounts.deleted_at)));
  return row ?? null;
}

/** A code the customer may use now, for this product and store, or a 404/422 with the reason in Spanish. */
export async function requireUsableDiscount(
  db: Executor,
  code: string,
  context: { now: Date; productTypeId?: number | undefined; storeId?: number | null | undefined },
): Promise<Row> {
  const row = await findDiscountByCode(db, code);
  if (!row) throw new AppError('DISCOUNT_CODE_UNKNOWN');
  const refusal = discountRefusal(row as DiscountRule, {
    now: context.now,
    storeId: context.storeId ?? null,
    productTypeId: context.productTypeId,
  });
  if (refusal) throw new AppError(DISCOUNT_REFUSAL_CODES[refusal]);
  return row;
}

export async function listDiscounts(
  db: Executor,
  query: {
    filter: { search?: string | undefined; active?: boolean | undefined };
    page: number;
    per_page: number;
  },
) {
  const where = and(
    isNull(discounts.deleted_at),
    query.filter.search ? ilike(discounts.code, containsPattern(query.filter.search)) : undefined,
    query.filter.active === undefined ? undefined : eq(discounts.active, query.filter.active),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discounts)
      .where(where)
      .orderBy(desc(discounts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return {
    data: rows.map(toDiscount),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

export async function getDiscount(db: Executor, id: number): Promise<Discount> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, id), isNull(discounts.deleted_at)));
  if (!row) throw notFound('Descuento no encontrado');
  return toDiscount(row);
}

export async function createDiscount(db: Database, actor: Actor, input: Input, context: Context) {
  if (await findDiscountByCode(db, input.code)) throw conflict('Ya existe un descuento con ese código');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(discounts).values(input).returning();
    await writeAudit(tx, {
      action: 'discount.create',
      entityType: 'discount',
      entityId: row!.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return toDiscount(row!);
  });
}

export async function updateDiscount(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<Input>,
  context: Context,
) {
  const before = await getDiscount(db, id);
  // The rules that tie fields together (a percentage of at most 100 %, dates in
  // order) are checked on the discount as it will be, not just on the patch.
  const merged = DiscountInputSchema.safeParse({ ...before, ...input });
  if (!merged.success) {
    const issue = merged.error.issues[0]!;
    throw new AppError('unprocessable', issue.message, [
      { path: `body.${issue.path.join('.')}`, message: issue.message },
    ]);
  }
  if (input.code) {
    const other = await findDiscountByCode(db, input.code);
    if (other && other.id !== id) throw conflict('Ya existe un descuento con ese código');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(discounts)
      .set({ ...input, updated_at: context.now })
      .where(eq(discounts.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'discount.update',
      entityType: 'discount',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    return toDiscount(row!);
  });
}

export async function deleteDiscount(db: Database, actor: Actor, id: number, context: Context) {
  const before = await getDiscount(db, id);
  await db.transaction(async (tx) => {
    await tx.update(discounts).set({ deleted_at: context.now, active: false }).where(eq(discounts.id, id));
    await writeAudit(tx, {
      action: 'discount.delete',
      entityType: 'discount',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}

/** GET /public-discount: the newest public campaign usable today, if any. */
export async function findPublicDiscount(db: Executor, now: Date) {
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.is_public, true),
        eq(discounts.active, true),
        isNull(discounts.deleted_at),
        isNull(discounts.store_id),
      ),
    )
    .orderBy(desc(discounts.id));
  const usable = rows.find((row) => !discountRefusal(row as DiscountRule, { now }));
  return usable
    ? {
        code: usable.code,
        description: usable.description,
        kind: toDiscount(usable).kind,
        value: usable.value,
        label: discountLabel(toDiscount(usable)),
      }
    : null;
}
