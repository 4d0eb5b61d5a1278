import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type CapabilityPurpose, resolveCapability } from '../../services/capabilities.ts';

/** How a customer reaches a policy from a mailed link's page: that link's token (`?token=`) or their own session. */
// Only the id of the session's user is read (structurally, so the job worker's imports stay free of the HTTP plugins).
export type LinkedAccess = { actor: { id: number } | null; token?: string | undefined };

/**
 * The policy a customer may act on from a mailed link (the phone check, the
 * signing): a token of that purpose bound to this policy, or the
 * policyholder's own session. Any other policy answers 404, as if it did not
 * exist, so ids cannot be probed.
 */
const policyById = preparedFor((db) =>
  db
    .select()
    .from(policies)
    .where(eq(policies.id, sql.placeholder('id')))
    .prepare(''),
);

export async function linkedPolicy(
  db: Executor,
  access: LinkedAccess,
  policyId: number,
  purpose: CapabilityPurpose,
  now: Date,
) {
  if (access.token) {
    const linked = await resolveCapability(db, access.token, purpose, now);
    if (linked !== policyId) throw new AppError('POLICY_NOT_FOUND');
  } else if (!access.actor) {
    throw new AppError('UNAUTHENTICATED');
  }
  const [policy] = await policyById(db).execute({ id: policyId });
  if (!policy || (!access.token && policy.policyholder_id !== access.actor?.id)) {
    throw new AppError('POLICY_NOT_FOUND');
  }
  return policy;
}
