import type { PolicyAccess } from '@amparo/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CapabilityPurpose } from '../../services/capabilities.ts';
import { policyAccessView } from '../policy-access/get-policy-access.ts';

/**
 * The same view of one policy a mail link opens (get-policy-access.ts), for the
 * logged-in policyholder instead of a link token: the phone check opened from
 * the customer area ('Peritar ahora') shows the saved IMEI and the attempts
 * left. Only the caller's own policy: anything else is 404, as if it did not exist.
 */
export async function getOwnPolicyAccess(
  db: Database,
  actor: Actor,
  policyId: number,
  purpose: CapabilityPurpose,
  now: Date,
): Promise<PolicyAccess> {
  const [own] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.policyholder_id, actor.id)));
  if (!own) throw new AppError('POLICY_NOT_FOUND');
  return policyAccessView(db, purpose, own.id, now);
}
