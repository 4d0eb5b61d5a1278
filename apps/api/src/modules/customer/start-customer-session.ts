import type { LoginResponse } from '@amparo/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { hitRateLimit, LIMITS, type Limit } from '../../services/rate-limit.ts';
import { guessCode, issueToken, spendToken } from '../../services/tokens.ts';
import { toUserView } from '../users/user-view.ts';

/** Exchanges the emailed code for a session; five wrong guesses kill the code. */
export async function startCustomerSession(
  db: Database,
  input: { email: string; code: string },
  context: { now: Date; ip: string; perAddress?: Limit },
): Promise<LoginResponse> {
  await hitRateLimit(
    db,
    `customer-session-ip:${context.ip}`,
    context.perAddress ?? LIMITS.customerSessionPerIp,
    context.now,
  );
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
    const tokenId = await guessCode(db, user.id, 'access_code', input.code, context.now);
    if (tokenId !== null && !match) match = { user, tokenId };
  }
  if (!match) throw new AppError('ACCESS_CODE_INVALID');
  const { user, tokenId } = match;
  return db.transaction(async (tx) => {
    if (!(await spendToken(tx, tokenId, context.now))) throw new AppError('ACCESS_CODE_INVALID');
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
