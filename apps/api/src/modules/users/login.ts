import type { LoginRequest, LoginResponse } from '@amparo/contract';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { issueToken } from '../../services/tokens.ts';
import { withAssignments } from './user-view.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

// Verified against when the email is unknown, so both cases take the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$HAxM2jWECPimnDpxhEiI8w$wAtg2PYwzlBgKolvOmikelbKQrMnNJKBe2mUEZjcXws';

async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(hash ?? DUMMY_HASH, password);
  } catch {
    return false;
  }
}

/**
 * Staff login. Five wrong passwords lock the account for 15 minutes; the
 * counters are written even though the request fails, so they live outside
 * the transaction that issues the token.
 */
export async function login(
  db: Database,
  input: LoginRequest,
  context: { now: Date; ip: string },
): Promise<LoginResponse> {
  await hitRateLimit(db, `login-ip:${context.ip}`, LIMITS.loginPerIp, context.now);
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, isNull(users.deleted_at)));
  if (user?.locked_until && user.locked_until > context.now) {
    throw new AppError(
      'too_many_requests',
      'Cuenta bloqueada temporalmente por intentos fallidos. Prueba de nuevo en 15 minutos o restablece tu contraseña.',
    );
  }
  const ok = await passwordMatches(user?.password_hash ?? null, input.password);
  if (!user?.password_hash || !ok) {
    if (user) {
      const failed = user.failed_logins + 1;
      const locks = failed >= MAX_FAILED_LOGINS;
      await db
        .update(users)
        .set({
          failed_logins: locks ? 0 : failed,
          locked_until: locks ? new Date(context.now.getTime() + LOCKOUT_MS) : user.locked_until,
        })
        .where(eq(users.id, user.id));
      if (locks) {
        await writeAudit(db, {
          action: 'user.locked',
          entityType: 'user',
          entityId: user.id,
          ip: context.ip,
        });
      }
    }
    throw new AppError('unauthorized', BAD_CREDENTIALS);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ failed_logins: 0, locked_until: null, last_login_at: context.now })
      .where(eq(users.id, user.id))
      .returning();
    const token = await issueToken(tx, {
      purpose: 'login',
      userId: user.id,
      now: context.now,
      ip: context.ip,
    });
    await writeAudit(tx, {
      action: 'user.login',
      entityType: 'user',
      entityId: user.id,
      actor: { id: user.id, role: user.role },
      ip: context.ip,
    });
    const [view] = await withAssignments(tx, [updated!]);
    return { ...view!, api_token: token.raw, expires_at: token.expiresAt.toISOString() };
  });
}
