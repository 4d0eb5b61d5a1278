import type { StoreDirectoryEntry, StoreLanding, StoreLandingInputSchema, z } from '@amparo/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { discounts, distributors, storeLandings, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';

type Input = z.output<typeof StoreLandingInputSchema>;
type Context = { now: Date; ip: string };

const select = (db: Executor) =>
  db
    .select({ landing: storeLandings, store_name: stores.name, discount_code: discounts.code })
    .from(storeLandings)
    .innerJoin(stores, eq(stores.id, storeLandings.store_id))
    .leftJoin(
      discounts,
      and(
        eq(discounts.id, storeLandings.discount_id),
        eq(discounts.active, true),
        isNull(discounts.deleted_at),
      ),
    );

type Joined = {
  landing: typeof storeLandings.$inferSelect;
  store_name: string;
  discount_code: string | null;
};

const view = ({ landing, store_name, discount_code }: Joined): StoreLanding => ({
  id: landing.id,
  store_id: landing.store_id,
  store_name,
  slug: landing.slug,
  title: landing.title,
  body: landing.body,
  branding: landing.branding ?? null,
  discount_code,
  active: landing.active,
});

/** GET /stores-landings: the public pages of stores (the slug filter serves one page to the web app). */
export async function listStoreLandings(
  db: Executor,
  filter: { slug?: string | undefined; active?: boolean | undefined },
) {
  const rows = await select(db)
    .where(
      and(
        filter.slug ? eq(storeLandings.slug, filter.slug) : undefined,
        filter.active === undefined ? undefined : eq(storeLandings.active, filter.active),
        isNull(stores.deleted_at),
      ),
    )
    .orderBy(asc(stores.name));
  return rows.map(view);
}

/** A store the actor may see: all, its distributors' stores, or its own; otherwise 404. */
export async function findVisibleStore(db: Executor, actor: Actor, storeId: number) {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)));
  const visible =
    store &&
    (actor.scope === 'all' ||
      (actor.scope === 'distributor' && actor.distributorIds.includes(store.distributor_id)) ||
      (actor.scope === 'store' && actor.storeIds.includes(store.id)));
  if (!visible) throw new AppError('STORE_NOT_FOUND');
  return store;
}

export async function listLandingsOfStore(db: Executor, actor: Actor, storeId: number) {
  await findVisibleStore(db, actor, storeId);
  const rows = await select(db).where(eq(storeLandings.store_id, storeId)).orderBy(asc(storeLandings.id));
  return rows.map(view);
}

async function checkDiscount(db: Executor, storeId: number, discountId: number | null | undefined) {
  if (!discountId) return;
  const [discount] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, discountId), isNull(discounts.deleted_at)));
  if (!discount) throw new AppError('DISCOUNT_MISSING');
  if (discount.store_id !== null && discount.store_id !== storeId) throw new AppError('DISCOUNT_OTHER_STORE');
}

async function checkSlugFree(db: Executor, slug: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: storeLandings.id })
    .from(storeLandings)
    .where(eq(storeLandings.slug, slug));
  if (taken && taken.id !== exceptId) throw new AppError('LANDING_PATH_TAKEN');
}

export async function createStoreLanding(
  db: Database,
  actor: Actor,
  storeId: number,
  input: Input,
  context: Context,
) {
  await findVisibleStore(db, actor, storeId);
  await checkSlugFree(db, input.slug);
  await checkDiscount(db, storeId, input.discount_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storeLandings)
      .values({
        store_id: storeId,
        slug: input.slug,
        title: input.title,
        body: input.body ?? null,
        branding: input.branding ?? null,
        discount_id: input.discount_id ?? null,
        active: input.active ?? true,
      })
      .returning();
    await writeAudit(tx, {
      action: 'store_landing.create',
      entityType: 'store',
      entityId: storeId,
      actor,
      ip: context.ip,
      after: row,
    });
    const [joined] = await select(tx).where(eq(storeLandings.id, row!.id));
    return view(joined!);
  });
}

/** PATCH /stores/{id}/landings: changes the store's landing page (its first one). */
export async function updateStoreLanding(
  db: Database,
  actor: Actor,
  storeId: number,
  input: Partial<Input>,
  context: Context,
) {
  await findVisibleStore(db, actor, storeId);
  const [current] = await db
    .select()
    .from(storeLandings)
    .where(eq(storeLandings.store_id, storeId))
    .orderBy(asc(storeLandings.id))
    .limit(1);
  if (!current) throw new AppError('LANDING_NOT_FOUND');
  if (input.slug) await checkSlugFree(db, input.slug, current.id);
  await checkDiscount(db, storeId, input.discount_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(storeLandings)
      .set({ ...input, updated_at: context.now })
      .where(eq(storeLandings.id, current.id))
      .returning();
    await writeAudit(tx, {
      action: 'store_landing.update',
      entityType: 'store',
      entityId: storeId,
      actor,
      ip: context.ip,
      before: current,
      after: row,
    });
    const [joined] = await select(tx).where(eq(storeLandings.id, current.id));
    return view(joined!);
  });
}

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
