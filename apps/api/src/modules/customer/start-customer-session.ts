import type { LoginResponse } from '@amparo/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { ACCESS_CODE_MAX_ATTEMPTS, hashToken, issueToken, spendToken } from '../../services/tokens.ts';
import { toUserView } from '../users/user-view.ts';

export const BAD_CODE = 'El código no es válido o ha caducado. Pide uno nuevo si lo necesitas.';

/** Exchanges the emailed code for a session; five wrong guesses kill the code. */
export async function startCustomerSession(
  db: Database,
  input: { email: string; code: string },
  context: { now: Date; ip: string },
): Promise<LoginResponse> {
  await hitRateLimit(db, `customer-session-ip:${context.ip}`, LIMITS.customerSessionPerIp, context.now);
  await hitRateLimit(
    db,
    `customer-session-email:${input.email}`,
    LIMITS.customerSessionPerEmail,
    context.now,
  );
  // One address may hold several accounts (two people sharing it, docs/security.md): the code
  // says which one, since each account was mailed its own.
  const accounts = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${input.email}`,
        eq(users.role, 'policyholder'),
        isNull(users.deleted_at),
      ),
    )
    .orderBy(users.id);
  let match: { user: (typeof accounts)[number]; tokenId: number } | null = null;
  for (const user of accounts) {
    const tokenId = await countGuess(db, user.id, input.code, context.now);
    if (tokenId !== null && !match) match = { user, tokenId };
  }
  if (!match) throw new AppError('unauthorized', BAD_CODE);
  const { user, tokenId } = match;
  return db.transaction(async (tx) => {
    if (!(await spendToken(tx, tokenId, context.now))) throw new AppError('unauthorized', BAD_CODE);
    const session = await issueToken(tx, {
      purpose: 'login',
      userId: user.id,
      now: context.now,
      ip: context.ip,
    });
    await tx.update(users).set({ last_login_at: context.now }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      action: 'customer.login',
      entityType: 'user',
      entityId: user.id,
      actor: { id: user.id, role: user.role },
      ip: context.ip,
    });
    return {
      ...toUserView(user, [], []),
      api_token: session.raw,
      expires_at: session.expiresAt.toISOString(),
    };
  });
}

/**
 * Counts one guess against the account's newest live code and says whether
 * it matched (the token's id) or not (null). Every guess is counted before it
 * is compared, in one statement, so parallel guesses cannot share an attempt;
 * the fifth one kills the code.
 */
async function countGuess(db: Database, userId: number, code: string, now: Date): Promise<number | null> {
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.user_id, userId),
        eq(apiTokens.purpose, 'access_code'),
        gt(apiTokens.expires_at, now),
        isNull(apiTokens.used_at),
        isNull(apiTokens.revoked_at),
      ),
    )
    .orderBy(desc(apiTokens.id))
    .limit(1);
  if (!token) return null;
  const [counted] = await db
    .update(apiTokens)
    .set({
      attempts: sql`${apiTokens.attempts} + 1`,
      revoked_at: sql`case when ${apiTokens.attempts} + 1 >= ${ACCESS_CODE_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else ${apiTokens.revoked_at} end`,
    })
    .where(and(eq(apiTokens.id, token.id), isNull(apiTokens.revoked_at), isNull(apiTokens.used_at)))
    .returning({ attempts: apiTokens.attempts });
  const matches =
    counted !== undefined &&
    counted.attempts <= ACCESS_CODE_MAX_ATTEMPTS &&
    token.token_hash === hashToken(`${userId}:${code}`);
  return matches ? token.id : null;
}
