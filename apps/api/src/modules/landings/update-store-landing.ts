import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeLandings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { findVisibleStore } from './find-visible-store.ts';
import { checkDiscount, checkSlugFree } from './landing-checks.ts';
import { type Context, type Input, select, view } from './landing-view.ts';

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
