import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userDistributors, userStores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Context, Target } from './assignment-target.ts';
import { findVisibleUser } from './user-visibility.ts';

export async function unassignUser(
  db: Database,
  actor: Actor,
  userId: number,
  target: Target,
  targetId: number,
  context: Context,
) {
  await findVisibleUser(db, actor, userId);
  await db.transaction(async (tx) => {
    const removed =
      target === 'distributor'
        ? await tx
            .delete(userDistributors)
            .where(and(eq(userDistributors.user_id, userId), eq(userDistributors.distributor_id, targetId)))
            .returning()
        : await tx
            .delete(userStores)
            .where(and(eq(userStores.user_id, userId), eq(userStores.store_id, targetId)))
            .returning();
    if (removed.length === 0)
      throw new AppError(target === 'distributor' ? 'USER_NOT_IN_DISTRIBUTOR' : 'USER_NOT_IN_STORE');
    await writeAudit(tx, {
      action: `user.unassign_${target}`,
      entityType: 'user',
      entityId: userId,
      actor,
      ip: context.ip,
      before: { [`${target}_id`]: targetId },
    });
  });
}
