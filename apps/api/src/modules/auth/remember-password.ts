import { linkTo } from '@amparo/contract/links';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { issueToken } from '../../services/tokens.ts';

export const RESET_REQUESTED =
  'Si el correo corresponde a una cuenta, recibirás un enlace para restablecer la contraseña. Caduca en una hora.';

export const PASSWORD_RESET_QUEUE = 'auth.password-reset';

/**
 * Asks for a single-use reset link. The request only counts the address and
 * queues a job, whether or not the email is an account: the same work, the
 * same answer and the same time, so neither tells who has an account
 * (docs/security.md, Credentials). The job looks the account up and mails the link.
 */
export async function rememberPassword(
  db: Database,
  email: string,
  context: { now: Date; ip: string },
): Promise<{ message: string }> {
  await hitRateLimit(db, `reset-ip:${context.ip}`, LIMITS.resetPerIp, context.now);
  await enqueueJob(db, PASSWORD_RESET_QUEUE, { email, ip: context.ip });
  return { message: RESET_REQUESTED };
}

/** The `auth.password-reset` job: mails a link valid for one hour when the email is a staff account. */
export async function sendPasswordReset(
  db: Database,
  payload: { email: string; ip: string },
  context: { now: Date; publicUrl: string },
): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${payload.email}`,
        isNull(users.deleted_at),
        ne(users.role, 'policyholder'),
      ),
    );
  if (!user) return;
  try {
    await hitRateLimit(db, `reset-account:${user.id}`, LIMITS.resetPerAccount, context.now);
  } catch {
    // Past the per-account limit nothing more is sent.
    return;
  }
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, {
      purpose: 'password_reset',
      userId: user.id,
      now: context.now,
      ip: payload.ip,
    });
    const link = linkTo(context.publicUrl, 'adminResetPassword', { query: { token: token.raw } });
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
      ip: payload.ip,
    });
  });
}
