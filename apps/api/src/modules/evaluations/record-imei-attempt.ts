import type { Executor } from '../../db/client.ts';
import { imeiAttempts } from '../../db/schema/index.ts';
import { countImeiRetry } from './imei-retries.ts';

export type ImeiAttemptKind = 'screenshot' | 'entry' | 'staff';
export type ImeiAttemptOutcome = 'read' | 'unreadable' | 'invalid' | 'repeated' | 'saved';

/**
 * One line of a phone's IMEI history (imei_attempts): what the customer sent or typed and what
 * came of it, so that staff taking over after the 3 attempts see what was tried.
 */
export async function recordImeiAttempt(
  db: Executor,
  target: { policyId: number; riskId: number },
  attempt: {
    kind: ImeiAttemptKind;
    imei: string | null;
    outcome: ImeiAttemptOutcome;
    counted?: boolean;
    storageKey?: string | null;
  },
  now: Date,
): Promise<void> {
  await db.insert(imeiAttempts).values({
    policy_id: target.policyId,
    policy_risk_id: target.riskId,
    kind: attempt.kind,
    // Kept as given but bounded: the request allows 40 characters.
    imei: attempt.imei?.slice(0, 40) ?? null,
    outcome: attempt.outcome,
    counted: attempt.counted ?? false,
    storage_key: attempt.storageKey ?? null,
    created_at: now,
  });
}

/**
 * A refused IMEI (a wrong check digit, an IMEI insured elsewhere): one of the 3 attempts used and
 * its line in the history, together or not at all. Throws IMEI_RETRIES_EXHAUSTED, writing
 * nothing, when none was left.
 */
export async function countRefusedImei(
  db: Executor,
  target: { policyId: number; riskId: number },
  attempt: {
    kind: ImeiAttemptKind;
    imei: string | null;
    outcome: 'invalid' | 'repeated';
    storageKey?: string;
  },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await countImeiRetry(tx, target.policyId, target.riskId, now);
    await recordImeiAttempt(tx, target, { ...attempt, counted: true }, now);
  });
}
