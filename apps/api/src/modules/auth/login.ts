import type { LoginRequest, LoginResponse } from '@amparo/contract';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { mailNewCode } from '../../services/mailed-code.ts';
import { countHit, hitRateLimit, LIMITS, peekHits, tooManyAttempts } from '../../services/rate-limit.ts';
import { guessCode, issueToken, spendToken } from '../../services/tokens.ts';
import { withAssignments } from '../users/user-view.ts';

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
 * Staff login. Five wrong passwords for an email lock it for the rest of a
 * 15-minute window, except to the right password plus a mailed code. The failures are counted per email string, known or not,
 * so the answers never tell whether an account exists; the counter is one
 * atomic upsert, so parallel guesses are all counted.
 */
export async function login(
  db: Database,
  input: LoginRequest,
  context: { now: Date; ip: string },
): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  const failures = { bucket: `login-fail:${email}`, limit: LIMITS.loginFailuresPerEmail };
  // Only failed attempts count against the address: an office behind one address signs in all morning.
  const ipBucket = `login-ip:${context.ip}`;
  if ((await peekHits(db, ipBucket, LIMITS.loginPerIp, context.now)) >= LIMITS.loginPerIp.max) {
    throw tooManyAttempts(LIMITS.loginPerIp, context.now);
  }
  const locked = (await peekHits(db, failures.bucket, failures.limit, context.now)) >= failures.limit.max;
  const [user] = await db
    .select()
    .from(users)
    .where(
      // A policyholder may share a staff address (a booking with it); only staff sign in with a password.
      and(sql`lower(${users.email}) = ${email}`, isNull(users.deleted_at), ne(users.role, 'policyholder')),
    );
  const ok = await passwordMatches(user?.password_hash ?? null, input.password);
  if (locked) {
    const tokenId = await unlockWithCode(db, ok ? user : undefined, input.code, context);
    return openSession(db, user!, context, tokenId);
  }
  if (!user?.password_hash || !ok) {
    await countHit(db, ipBucket, LIMITS.loginPerIp, context.now);
    const count = await countHit(db, failures.bucket, failures.limit, context.now);
    if (user && count === failures.limit.max) {
      await writeAudit(db, { action: 'user.locked', entityType: 'user', entityId: user.id, ip: context.ip });
    }
    throw new AppError('LOGIN_FAILED');
  }
  return openSession(db, user, context, null);
}

/**
 * A locked account lets in its real owner: the right password plus a code
 * mailed to the account. Every caller gets the same answer, right password or
 * not, known email or not, so the lockout is no password oracle; only the
 * right password sends a code, and a code is never checked without it.
 * Returns the spent code's token id.
 */
async function unlockWithCode(
  db: Database,
  user: typeof users.$inferSelect | undefined,
  code: string | undefined,
  context: { now: Date; ip: string },
): Promise<number> {
  if (user && code) {
    const tokenId = await guessCode(db, user.id, 'login_code', code, context.now);
    if (tokenId !== null) return tokenId;
    throw new AppError('ACCESS_CODE_INVALID');
  }
  if (code) throw new AppError('ACCESS_CODE_INVALID');
  if (user) await sendLoginCode(db, user, context);
  throw new AppError('LOGIN_CODE_REQUIRED');
}

async function sendLoginCode(
  db: Database,
  user: typeof users.$inferSelect,
  context: { now: Date; ip: string },
): Promise<void> {
  try {
    await hitRateLimit(db, `login-code-account:${user.id}`, LIMITS.accessCodePerAccount, context.now);
  } catch {
    // Past the limit nothing more is mailed, and nothing different is said.
    return;
  }
  await db.transaction(async (tx) => {
    await mailNewCode(tx, { user, to: user.email, purpose: 'login_code', template: 'login-code' }, context);
    await writeAudit(tx, {
      action: 'user.login_code_sent',
      entityType: 'user',
      entityId: user.id,
      ip: context.ip,
    });
  });
}

async function openSession(
  db: Database,
  user: typeof users.$inferSelect,
  context: { now: Date; ip: string },
  codeTokenId: number | null,
): Promise<LoginResponse> {
  return db.transaction(async (tx) => {
    if (codeTokenId !== null && !(await spendToken(tx, codeTokenId, context.now))) {
      throw new AppError('ACCESS_CODE_INVALID');
    }
    const [updated] = await tx
      .update(users)
      .set({ last_login_at: context.now })
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
