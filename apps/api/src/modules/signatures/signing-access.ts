import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, signatures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { resolveCapability } from '../../services/capabilities.ts';

/** How a customer reaches the signing: the signing link's session token (`?token=`) or their own session. */
// Only the id of the session's user is read (structurally, so the job worker's imports stay free of the HTTP plugins).
export type SigningAccess = { actor: { id: number } | null; token?: string | undefined };

export type SigningRow = typeof signatures.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

/**
 * The policy a customer may sign, as the phone check does it
 * (evaluations/customer-risk.ts): a token of purpose 'signature' bound to
 * this policy, or the policyholder's own session. Any other policy answers
 * 404, as if it did not exist, so ids cannot be probed.
 */
export async function signingPolicy(
  db: Executor,
  access: SigningAccess,
  policyId: number,
  now: Date,
): Promise<PolicyRow> {
  if (access.token) {
    const linked = await resolveCapability(db, access.token, 'signature', now);
    if (linked !== policyId) throw new AppError('POLICY_NOT_FOUND');
  } else if (!access.actor) {
    throw new AppError('UNAUTHENTICATED');
  }
  const [policy] = await db.select().from(policies).where(eq(policies.id, policyId));
  if (!policy || (!access.token && policy.policyholder_id !== access.actor?.id)) {
    throw new AppError('POLICY_NOT_FOUND');
  }
  return policy;
}

/** The policy's newest signing, whatever its status; null when none was ever started. */
export async function latestSigning(db: Executor, policyId: number): Promise<SigningRow | null> {
  const [row] = await db
    .select()
    .from(signatures)
    .where(eq(signatures.policy_id, policyId))
    .orderBy(desc(signatures.id))
    .limit(1);
  return row ?? null;
}
