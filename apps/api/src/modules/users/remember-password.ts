import { hash } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters, users } from '../../db/schema/index.ts';
import { ARGON2_OPTIONS } from '../../db/seed/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { findLiveToken, issueToken, revokeUserTokens, spendToken } from '../../services/tokens.ts';

export const RESET_REQUESTED =
  'Si el correo corresponde a una cuenta, recibirás un enlace para restablecer la contraseña. Caduca en una hora.';

/**
 * Mails a single-use reset link valid for one hour. The answer is the same
 * whether or not the email exists, so it cannot be used to find accounts.
 */
export async function rememberPassword(
  db: Database,
  email: string,
  context: { now: Date; ip: string; publicUrl: string },
): Promise<{ message: string }> {
  await hitRateLimit(db, `reset-ip:${context.ip}`, LIMITS.resetPerIp, context.now);
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email}`, isNull(users.deleted_at), ne(users.role, 'policyholder')),
    );
  if (!user) return { message: RESET_REQUESTED };
  try {
    await hitRateLimit(db, `reset-account:${user.id}`, LIMITS.resetPerAccount, context.now);
  } catch {
    // Past the per-account limit nothing more is sent, and nothing different is said.
    return { message: RESET_REQUESTED };
  }
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, {
      purpose: 'password_reset',
      userId: user.id,
      now: context.now,
      ip: context.ip,
    });
    const link = `${context.publicUrl}/admin/restablecer-contrasena?token=${token.raw}`;
    await queueMail(tx, {
      to: user.email,
      template: 'password-reset',
      data: { name: user.name, resetUrl: link },
      secrets: [token.raw],
    });
    await writeAudit(tx, {
      action: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      ip: context.ip,
    });
  });
  return { message: RESET_REQUESTED };
}

/** Sets the new password, spends the link and ends every open session of the user. */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  context: { now: Date; ip: string },
): Promise<{ message: string }> {
  const token = await findLiveToken(db, input.token, ['password_reset', 'invitation'], context.now);
  if (!token?.user_id) {
    throw new AppError(
      'gone',
      'El enlace no es válido o ha caducado. Pide uno nuevo desde «He olvidado mi contraseña».',
    );
  }
  const passwordHash = await hash(input.password, ARGON2_OPTIONS);
  await db.transaction(async (tx) => {
    if (!(await spendToken(tx, token.id, context.now)))
      throw new AppError('gone', 'Este enlace ya se ha usado');
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
