import type { ProductCategoryInputSchema, z } from '@amparo/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { getProductType } from './product-types.ts';

type Input = z.output<typeof ProductCategoryInputSchema>;
type Context = { now: Date; ip: string };

const view = (row: typeof productCategories.$inferSelect) => ({
  id: row.id,
  product_type_id: row.product_type_id,
  name: row.name,
  description: row.description,
});

export async function listProductCategories(db: Executor) {
  const rows = await db
    .select()
    .from(productCategories)
    .where(isNull(productCategories.deleted_at))
    .orderBy(asc(productCategories.name));
  return rows.map(view);
}

export async function getProductCategory(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.id, id), isNull(productCategories.deleted_at)));
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return view(row);
}

export async function createProductCategory(db: Database, actor: Actor, input: Input, context: Context) {
  await getProductType(db, input.product_type_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productCategories)
      .values({
        product_type_id: input.product_type_id,
        name: input.name,
        description: input.description ?? null,
      })
      .returning();
    await writeAudit(tx, {
      action: 'product_category.create',
      entityType: 'product_category',
      entityId: row!.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return view(row!);
  });
}

export async function updateProductCategory(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<Input>,
  context: Context,
) {
  const before = await getProductCategory(db, id);
  if (input.product_type_id) await getProductType(db, input.product_type_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productCategories)
      .set({ ...input, updated_at: context.now })
      .where(eq(productCategories.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'product_category.update',
      entityType: 'product_category',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    return view(row!);
  });
}

/** A category still used by a product cannot go: the product would lose its place in the catalog. */
export async function deleteProductCategory(db: Database, actor: Actor, id: number, context: Context) {
  const before = await getProductCategory(db, id);
  const [used] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.category_id, id))
    .limit(1);
  if (used) throw new AppError('CATEGORY_HAS_PRODUCTS');
  await db.transaction(async (tx) => {
    await tx.update(productCategories).set({ deleted_at: context.now }).where(eq(productCategories.id, id));
    await writeAudit(tx, {
      action: 'product_category.delete',
      entityType: 'product_category',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
