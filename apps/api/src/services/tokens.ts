import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SIGNING_WINDOW_MS } from '@amparo/domain';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { apiTokens } from '../db/schema/index.ts';

/**
 * Every bearer credential is a 256-bit random value; only its SHA-256 is
 * stored, so a database leak gives no usable token. Purposes keep a token to
 * the one job it was made for.
 */
export const TokenPurpose = {
  LOGIN: 'login',
  PASSWORD_RESET: 'password_reset',
  /** A new user's first password: a reset link that lives three days. */
  INVITATION: 'invitation',
  ACCESS_CODE: 'access_code',
  /** After a lockout, mailed to a staff member who gave the right password. */
  LOGIN_CODE: 'login_code',
  /** Proves a policyholder's new email; the hash also binds the address. */
  EMAIL_CHANGE: 'email_change',
  CSV_EXPORT: 'csv_export',
  EVALUATION: 'evaluation',
  PAYMENT: 'payment',
  SIGNATURE: 'signature',
} as const;
export type TokenPurpose = (typeof TokenPurpose)[keyof typeof TokenPurpose];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  login: 12 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  invitation: 72 * 60 * 60 * 1000,
  access_code: 10 * 60 * 1000,
  login_code: 10 * 60 * 1000,
  email_change: 10 * 60 * 1000,
  csv_export: 5 * 60 * 1000,
  evaluation: 7 * 24 * 60 * 60 * 1000,
  payment: 7 * 24 * 60 * 60 * 1000,
  // The signing link lives as long as a signing left alone (packages/domain signing.ts).
  signature: SIGNING_WINDOW_MS,
};

export const ACCESS_CODE_MAX_ATTEMPTS = 5;

export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A 256-bit random link token, base64url. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export type IssuedToken = { raw: string; id: number; expiresAt: Date };

export async function issueToken(
  db: Executor,
  input: {
    purpose: TokenPurpose;
    userId: number | null;
    subject?: { type: string; id?: number };
    now: Date;
    ip?: string | undefined;
    /** For access codes: the secret is a short code, salted with the user id. */
    raw?: string;
    /** Sooner than the purpose's lifetime: a link session ends when its link does. */
    expiresAt?: Date;
  },
): Promise<IssuedToken> {
  const raw = input.raw ?? newLinkToken();
  const expiresAt = input.expiresAt ?? new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]);
  const [row] = await db
    .insert(apiTokens)
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hashToken(input.raw ? `${input.userId}:${raw}` : raw),
      subject_type: input.subject?.type ?? null,
      subject_id: input.subject?.id ?? null,
      expires_at: expiresAt,
      created_ip: input.ip ?? null,
    })
    .returning({ id: apiTokens.id });
  return { raw, id: row!.id, expiresAt };
}

/** Many link tokens drawn beforehand (newLinkToken), in one statement: a CSV import's invitations. */
export async function issueLinkTokens(
  db: Executor,
  purpose: TokenPurpose,
  tokens: { userId: number; linkToken: string }[],
  context: { now: Date; ip?: string | undefined },
): Promise<void> {
  if (tokens.length === 0) return;
  const expiresAt = new Date(context.now.getTime() + TOKEN_TTL_MS[purpose]);
  await db.insert(apiTokens).values(
    tokens.map((t) => ({
      user_id: t.userId,
      purpose,
      token_hash: hashToken(t.linkToken),
      expires_at: expiresAt,
      created_ip: context.ip ?? null,
    })),
  );
}

export type TokenRow = typeof apiTokens.$inferSelect;

const liveTokenQuery = preparedFor((db) =>
  db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.token_hash, sql.placeholder('hash')),
        gt(apiTokens.expires_at, sql.placeholder('now')),
        isNull(apiTokens.revoked_at),
        isNull(apiTokens.used_at),
      ),
    )
    .prepare(''),
);

/** A live token of one of the purposes: not expired, revoked nor used. */
export async function findLiveToken(
  db: Executor,
  raw: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<TokenRow | null> {
  if (!raw || raw.length > 200) return null;
  // Every signed-in request and every mailed link asks this: its text is built once (preparedFor).
  const [row] = await liveTokenQuery(db).execute({ hash: hashToken(raw), now: now.toISOString() });
  if (!row || !(purposes as readonly string[]).includes(row.purpose)) return null;
  return row;
}

/** Single-use tokens are spent in the same transaction as the work they allow. */
export async function spendToken(db: Executor, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(apiTokens)
    .set({ used_at: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.used_at)))
    .returning({ id: apiTokens.id });
  return spent.length === 1;
}

export async function revokeToken(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ revoked_at: now }).where(eq(apiTokens.id, id));
}

/**
 * On deletion, password change, erasure or a new customer email: every open session of the user
 * ends, but for `keepTokenId` (the session that made the change) when given.
 */
export async function revokeUserTokens(
  db: Executor,
  userId: number,
  now: Date,
  purposes?: TokenPurpose[],
  keepTokenId?: number,
) {
  await db
    .update(apiTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(apiTokens.user_id, userId),
        isNull(apiTokens.revoked_at),
        purposes ? sql`${apiTokens.purpose} in ${purposes}` : undefined,
        keepTokenId === undefined ? undefined : ne(apiTokens.id, keepTokenId),
      ),
    );
}

/** Six digits from a CSPRNG, zero-padded. */
export const newAccessCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Counts one guess against the user's newest live code of the purpose and
 * says whether it matched (the token's id) or not (null). Every guess is
 * counted before it is compared, in one statement, so parallel guesses cannot
 * share an attempt; the fifth one kills the code. `secret` is what was passed
 * as `raw` to issueToken (the code, or for email changes address and code).
 */
export async function guessCode(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  secret: string,
  now: Date,
): Promise<number | null> {
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.user_id, userId),
        eq(apiTokens.purpose, purpose),
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
    token.token_hash === hashToken(`${userId}:${secret}`);
  return matches ? token.id : null;
}
