import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { issueToken } from '../../services/tokens.ts';

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
