import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeLandings } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { findVisibleStore } from './find-visible-store.ts';
import { checkDiscount, checkSlugFree } from './landing-checks.ts';
import { type Context, type Input, select, view } from './landing-view.ts';

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
