import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters, users } from '../../db/schema/index.ts';
import { ARGON2_OPTIONS } from '../../db/seed/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { findLiveToken, revokeUserTokens, spendToken } from '../../services/tokens.ts';

/** Sets the new password, spends the link and ends every open session of the user. */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  context: { now: Date; ip: string },
): Promise<{ message: string }> {
  const token = await findLiveToken(db, input.token, ['password_reset', 'invitation'], context.now);
  if (!token?.user_id) {
    throw new AppError('RESET_LINK_INVALID');
  }
  const passwordHash = await hash(input.password, ARGON2_OPTIONS);
  await db.transaction(async (tx) => {
    if (!(await spendToken(tx, token.id, context.now))) throw new AppError('RESET_LINK_USED');
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: context.now })
      .where(eq(users.id, token.user_id!));
    await revokeUserTokens(tx, token.user_id!, context.now, ['login', 'password_reset', 'invitation']);
    // A new password lifts a lockout from earlier wrong guesses.
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, token.user_id!));
    if (owner)
      await tx
        .delete(rateLimitCounters)
        .where(eq(rateLimitCounters.bucket, `login-fail:${owner.email.toLowerCase()}`));
    await writeAudit(tx, {
      action: 'user.password_reset',
      entityType: 'user',
      entityId: token.user_id,
      ip: context.ip,
    });
  });
  return { message: 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva.' };
}
