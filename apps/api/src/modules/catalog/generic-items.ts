import type { GenericItem, GenericItemInputSchema, z } from '@amparo/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { genericItems, riskMobiles } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { containsPattern, literalPattern } from '../../services/like-pattern.ts';

type Row = typeof genericItems.$inferSelect;
type Input = z.output<typeof GenericItemInputSchema>;
type Context = { now: Date; ip: string };

export const toGenericItem = (row: Row): GenericItem => ({
  id: row.id,
  kind: row.kind as GenericItem['kind'],
  brand: row.brand,
  model: row.model,
  reference: row.reference,
  part_number: row.part_number,
  reference_price: row.reference_price_cents,
  active: row.active,
});

/**
 * Search as you type over the catalog: every word must appear in the brand or
 * the model ("iphone 16 pro" finds "Apple iPhone 16 Pro").
 */
export async function listGenericItems(
  db: Executor,
  query: {
    filter: {
      kind?: string | undefined;
      brand?: string | undefined;
      search?: string | undefined;
      active?: boolean | undefined;
    };
    page: number;
    per_page: number;
  },
) {
  const words = (query.filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  const where = and(
    query.filter.kind ? eq(genericItems.kind, query.filter.kind) : undefined,
    query.filter.brand ? ilike(genericItems.brand, literalPattern(query.filter.brand)) : undefined,
    query.filter.active === undefined ? undefined : eq(genericItems.active, query.filter.active),
    ...words.map((w) =>
      or(ilike(genericItems.brand, containsPattern(w)), ilike(genericItems.model, containsPattern(w))),
    ),
  );
  // A search lists brand by brand; browsing without one (the '/destacados'
  // "most insured" phones) puts first the models with most phones insured now,
  // then the dearest, so it does not depend on the alphabet.
  const order = words.length
    ? [sql`lower(${genericItems.brand})`, sql`${genericItems.reference_price_cents} desc nulls last`]
    : [
        sql`(select count(*) from ${riskMobiles} where ${riskMobiles.imei_active}
              and lower(${riskMobiles.brand}) = lower(${genericItems.brand})
              and lower(${riskMobiles.model}) = lower(${genericItems.model})) desc`,
        sql`${genericItems.reference_price_cents} desc nulls last`,
        sql`lower(${genericItems.brand})`,
      ];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(genericItems)
      .where(where)
      .orderBy(...order, asc(genericItems.model))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(genericItems).where(where),
  ]);
  return {
    data: rows.map(toGenericItem),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

export async function getGenericItem(db: Executor, id: number): Promise<GenericItem> {
  const [row] = await db.select().from(genericItems).where(eq(genericItems.id, id));
  if (!row) throw notFound('Dispositivo no encontrado en el catálogo');
  return toGenericItem(row);
}

const values = (input: Partial<Input>) => ({
  kind: input.kind,
  brand: input.brand,
  model: input.model,
  reference: input.reference,
  part_number: input.part_number,
  reference_price_cents: input.reference_price,
  active: input.active,
});

/** Spec 7: POST creates or updates; the same kind, brand and model is the same item. */
export async function upsertGenericItem(db: Database, actor: Actor, input: Input, context: Context) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(genericItems)
      .where(
        and(
          eq(genericItems.kind, input.kind),
          eq(genericItems.brand, input.brand),
          eq(genericItems.model, input.model),
        ),
      );
    const [row] = before
      ? await tx
          .update(genericItems)
          .set({ ...values(input), updated_at: context.now })
          .where(eq(genericItems.id, before.id))
          .returning()
      : await tx
          .insert(genericItems)
          .values({ ...values(input), kind: input.kind, brand: input.brand, model: input.model })
          .returning();
    await writeAudit(tx, {
      action: before ? 'generic_item.update' : 'generic_item.create',
      entityType: 'generic_item',
      entityId: row!.id,
      actor,
      ip: context.ip,
      before: before ?? null,
      after: row,
    });
    return { item: toGenericItem(row!), created: !before };
  });
}

export async function updateGenericItem(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<Input>,
  context: Context,
) {
  const before = await getGenericItem(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(genericItems)
      .set({ ...values(input), updated_at: context.now })
      .where(eq(genericItems.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'generic_item.update',
      entityType: 'generic_item',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    return toGenericItem(row!);
  });
}

/** Items are retired, not deleted: policies keep pointing at what was sold. */
export async function deleteGenericItem(db: Database, actor: Actor, id: number, context: Context) {
  const before = await getGenericItem(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(genericItems)
      .set({ active: false, updated_at: context.now })
      .where(eq(genericItems.id, id));
    await writeAudit(tx, {
      action: 'generic_item.retire',
      entityType: 'generic_item',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
