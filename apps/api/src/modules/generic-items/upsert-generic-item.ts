import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { genericItems } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, type Input, toGenericItem, values } from './generic-item-view.ts';

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
