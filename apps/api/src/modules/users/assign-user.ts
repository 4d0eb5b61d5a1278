import type { Database } from '../../db/client.ts';
import { userDistributors, userStores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { assertTargetExists, type Context, type Target } from './assignment-target.ts';
import { findVisibleUser } from './user-visibility.ts';

/**
 * Assigns staff to a distributor or a store (spec 7): that is what scopes a
 * distributor manager or a store seller to its own rows. Doing it twice is harmless.
 */
export async function assignUser(
  db: Database,
  actor: Actor,
  userId: number,
  target: Target,
  targetId: number,
  context: Context,
) {
  const user = await findVisibleUser(db, actor, userId);
  if (user.role === 'policyholder') throw new AppError('POLICYHOLDER_NOT_ASSIGNABLE');
  await assertTargetExists(db, target, targetId);
  await db.transaction(async (tx) => {
    const inserted =
      target === 'distributor'
        ? await tx
            .insert(userDistributors)
            .values({ user_id: userId, distributor_id: targetId })
            .onConflictDoNothing()
            .returning()
        : await tx
            .insert(userStores)
            .values({ user_id: userId, store_id: targetId })
            .onConflictDoNothing()
            .returning();
    if (inserted.length > 0) {
      await writeAudit(tx, {
        action: `user.assign_${target}`,
        entityType: 'user',
        entityId: userId,
        actor,
        ip: context.ip,
        after: { [`${target}_id`]: targetId },
      });
    }
  });
}
