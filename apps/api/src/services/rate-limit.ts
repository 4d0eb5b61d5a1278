import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type Limit = { max: number; windowMs: number };

/** Limits on the doors an attacker knocks on; counted in the database so replicas share them. */
export const LIMITS = {
  /** Failed staff logins from one address (successful ones never count). */
  loginPerIp: { max: 20, windowMs: 15 * 60 * 1000 },
  /** Wrong passwords per email, known or not: the same answer either way (no account enumeration). */
  loginFailuresPerEmail: { max: 5, windowMs: 15 * 60 * 1000 },
  resetPerIp: { max: 10, windowMs: 15 * 60 * 1000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  accessCodePerIp: { max: 10, windowMs: 15 * 60 * 1000 },
  accessCodePerAccount: { max: 5, windowMs: 60 * 60 * 1000 },
  customerSessionPerIp: { max: 20, windowMs: 15 * 60 * 1000 },
  customerSessionPerEmail: { max: 10, windowMs: 15 * 60 * 1000 },
  publicWritesPerIp: { max: 30, windowMs: 15 * 60 * 1000 },
  /** Unknown discount codes (guesses); a code that exists is never counted. */
  wrongDiscountCodesPerIp: { max: 20, windowMs: 15 * 60 * 1000 },
  /** IMEI screenshots read for one policy: the flow allows 3 attempts, OCR costs a core for a second. */
  imeiReadsPerPolicy: { max: 20, windowMs: 15 * 60 * 1000 },
  /** One-time screen codes of one phone: one per front photo taken, retakes included. */
  evaluationCodesPerRisk: { max: 20, windowMs: 60 * 60 * 1000 },
  /** Payment links minted by the phone check's status polling, per evaluation (the page polls 12 times). */
  evaluationPayLinksPerEvaluation: { max: 10, windowMs: 60 * 60 * 1000 },
  /** Desktop-to-phone links (QR codes) of one policy. */
  evaluationHandoffsPerPolicy: { max: 20, windowMs: 60 * 60 * 1000 },
  /** The policy's documents mailed again from the back office (each mail carries two PDFs). */
  policyDocumentsMailPerPolicy: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Mails sent again from the outbox to one address, so a slip of the hand cannot flood an inbox. */
  mailResendsPerAddress: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Signing links sent again by staff for one policy (each may go by SMS too). */
  signingLinkResendsPerPolicy: { max: 5, windowMs: 60 * 60 * 1000 },
  /**
   * Wrong signing codes from one address, whatever the signing: each code allows 5 tries, so one
   * address holding several signing links cannot keep guessing across them (right codes never count).
   */
  signingCodeGuessesPerIp: { max: 20, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

/** A 429 whose Retry-After is the time left in the current window. */
export const tooManyAttempts = (limit: Limit, now: Date) => {
  const end = windowStart(now, limit).getTime() + limit.windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
  // The message says the same wait as Retry-After: what is left of the window, not its length.
  const error = new AppError('RATE_LIMITED', { params: { minutes: Math.ceil(retryAfterSeconds / 60) } });
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};

const windowStart = (now: Date, limit: Limit) =>
  new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

// Every public write counts a hit first: the statement is built once (preparedFor). An insert's
// placeholders go through the column's encoder, so the window's start is passed as a Date.
const hitQuery = preparedFor((db) =>
  db
    .insert(rateLimitCounters)
    .values({ bucket: sql.placeholder('bucket'), window_start: sql.placeholder('start'), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.window_start],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits })
    .prepare(''),
);

/** Adds one hit to the bucket's current window and returns the window's count, atomically. */
export async function countHit(db: Executor, bucket: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await hitQuery(db).execute({ bucket, start: windowStart(now, limit) });
  // Old windows are cleaned now and then (1 request in 50); the table stays small.
  if (Math.random() < 0.02)
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.window_start, new Date(now.getTime() - 86_400_000)));
  return row!.hits;
}

/** The window's count without adding to it. */
export async function peekHits(db: Executor, bucket: string, limit: Limit, now: Date): Promise<number> {
  const rows = await db.execute<{ hits: number }>(
    sql`select hits from rate_limit_counters where bucket = ${bucket} and window_start = ${windowStart(now, limit).toISOString()}`,
  );
  return (rows as unknown as { rows: { hits: number }[] }).rows[0]?.hits ?? 0;
}

/** Counts a hit in the bucket; throws 429 once the window is full. */
export async function hitRateLimit(db: Executor, bucket: string, limit: Limit, now: Date): Promise<void> {
  if ((await countHit(db, bucket, limit, now)) > limit.max) throw tooManyAttempts(limit, now);
}
