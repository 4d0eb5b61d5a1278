import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * The scope a caller's keys live in, so one caller never gets another's answer
 * by repeating their key and body: a signed-in caller's keys are theirs (the
 * user id), an anonymous caller's belong to their address (hashed, not kept in
 * clear). Within a scope the stored body hash must match as well.
 */
export const callerScope = (base: string, caller: { userId: number | null; ip: string }) =>
  caller.userId !== null
    ? `${base}:user:${caller.userId}`
    : `${base}:ip:${createHash('sha256').update(caller.ip).digest('hex')}`;

/**
 * Claims an Idempotency-Key inside the caller's transaction. Returns the
 * stored answer of an earlier identical request (a double click, a retry
 * after a timeout), or null when this request is the first and must do the
 * work. A concurrent twin waits on the key's primary key until the first
 * commits, then gets its answer. The same key with other data is a 409.
 */
/**
 * The stored answer to this caller's key for the same request, or null. Read
 * only, so a retry can be answered before anything else is counted (a client
 * whose connection dropped must learn its booking, rate limit or not).
 */
export async function findIdempotentResponse(
  db: Executor,
  scope: string,
  key: string,
  requestHash: string,
): Promise<unknown | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row && row.request_hash === requestHash ? row.response_body : null;
}

export async function claimIdempotencyKey(
  db: Executor,
  scope: string,
  key: string,
  requestHash: string,
): Promise<unknown | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, request_hash: requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 1) return null;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing || existing.request_hash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  if (existing.response_body === null) throw new AppError('REQUEST_IN_PROGRESS');
  return existing.response_body;
}

export async function storeIdempotentResponse(
  db: Executor,
  scope: string,
  key: string,
  status: number,
  body: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ response_status: status, response_body: body as never })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/**
 * Gives a claimed key back when the work behind it failed after the claim's transaction
 * committed (a seal made outside it), so the caller's retry runs instead of waiting for ever.
 */
export async function releaseIdempotencyKey(db: Executor, scope: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.response_body),
      ),
    );
}
