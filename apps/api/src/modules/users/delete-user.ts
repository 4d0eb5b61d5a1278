import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { revokeUserTokens } from '../../services/tokens.ts';
import { findVisibleUser } from './user-visibility.ts';

/**
 * Soft delete: the row stays for the audit trail and the policies it sold,
 * the email is freed for a new account, and every session ends.
 */
export async function deleteUser(db: Database, actor: Actor, id: number, context: { now: Date; ip: string }) {
  if (id === actor.id) throw new AppError('USER_SELF_DELETE');
  const before = await findVisibleUser(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deleted_at: context.now, updated_at: context.now }).where(eq(users.id, id));
    await revokeUserTokens(tx, id, context.now);
    await writeAudit(tx, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
