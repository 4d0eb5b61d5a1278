import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type Limit = { max: number; windowMs: number };

/** Per-IP limits on the doors an attacker knocks on; counted in the database so replicas share them. */
export const LIMITS = {
  loginPerIp: { max: 20, windowMs: 15 * 60 * 1000 },
  resetPerIp: { max: 10, windowMs: 15 * 60 * 1000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  accessCodePerIp: { max: 10, windowMs: 15 * 60 * 1000 },
  accessCodePerAccount: { max: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

/** Counts a hit in the bucket; throws 429 once the window is full. */
export async function hitRateLimit(db: Executor, bucket: string, limit: Limit, now: Date): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.created_at, since)));
  if ((row?.n ?? 0) >= limit.max) {
    const minutes = Math.ceil(limit.windowMs / 60_000);
    throw new AppError(
      'too_many_requests',
      `Demasiados intentos. Espera ${minutes} minutos y vuelve a probar.`,
    );
  }
  await db.insert(rateLimitHits).values({ bucket, created_at: now });
  // Old hits are cleaned now and then (1 request in 50); the table stays small.
  if (Math.random() < 0.02)
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.created_at, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
