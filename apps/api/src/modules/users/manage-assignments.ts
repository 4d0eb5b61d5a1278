import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { distributors, stores, userDistributors, userStores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { findVisibleUser } from './user-visibility.ts';

type Target = 'distributor' | 'store';
type Context = { ip: string };

async function assertTargetExists(db: Database, target: Target, targetId: number) {
  const table = target === 'distributor' ? distributors : stores;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, targetId), isNull(table.deleted_at)));
  if (!row) throw new AppError(target === 'distributor' ? 'DISTRIBUTOR_NOT_FOUND' : 'STORE_NOT_FOUND');
}

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
