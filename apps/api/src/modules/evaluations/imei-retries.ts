import { canRetryImei, IMEI_RETRIES, imeiRetriesLeft } from '@amparo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * imeiRetryCount (spec 3, 4): the IMEI entries of one insured phone that were
 * refused (a wrong check digit, an IMEI active on another policy), not the
 * screenshots we could not read; kept in the policy's settings under
 * `imei_retries` keyed by risk (no column for it; the count lives as long as
 * the phone check does).
 */
const used = (riskId: number) =>
  sql`coalesce((${policies.settings} -> 'imei_retries' ->> ${String(riskId)}::text)::int, 0)`;

/** Attempts used on this phone, from a policy row already read (its settings). */
export function imeiRetriesIn(settings: Record<string, unknown>, riskId: number): number {
  const used = (settings.imei_retries as Record<string, unknown> | undefined)?.[String(riskId)];
  return typeof used === 'number' ? used : 0;
}

/** Attempts already used on this phone. */
export async function imeiRetriesUsed(db: Executor, policyId: number, riskId: number): Promise<number> {
  const [row] = await db
    .select({ used: used(riskId) })
    .from(policies)
    .where(eq(policies.id, policyId));
  return Number(row?.used ?? 0);
}

/** Refuses once the 3 attempts are used. */
export async function assertImeiRetriesLeft(db: Executor, policyId: number, riskId: number): Promise<number> {
  const count = await imeiRetriesUsed(db, policyId, riskId);
  if (!canRetryImei(count)) throw new AppError('IMEI_RETRIES_EXHAUSTED');
  return imeiRetriesLeft(count);
}

/**
 * Counts one failed attempt, in one UPDATE guarded by the limit: two failed
 * entries at the same time never count as one, and never pass 3. Answers the
 * attempts left; throws when none were left to use.
 */
export async function countImeiRetry(
  db: Executor,
  policyId: number,
  riskId: number,
  now: Date,
): Promise<number> {
  const key = String(riskId);
  const rows = await db
    .update(policies)
    .set({
      settings: sql`jsonb_set(
        ${policies.settings} || jsonb_build_object('imei_retries', coalesce(${policies.settings} -> 'imei_retries', '{}'::jsonb)),
        array['imei_retries', ${key}::text],
        to_jsonb(${used(riskId)} + 1))`,
      updated_at: now,
    })
    .where(and(eq(policies.id, policyId), sql`${used(riskId)} < ${IMEI_RETRIES}`))
    .returning({ used: sql<number>`(${policies.settings} -> 'imei_retries' ->> ${key}::text)::int` });
  if (rows.length === 0) throw new AppError('IMEI_RETRIES_EXHAUSTED');
  return imeiRetriesLeft(Number(rows[0]!.used));
}
