import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type policies, signatures } from '../../db/schema/index.ts';
import { type LinkedAccess, linkedPolicy } from '../policy-access/linked-policy.ts';

/** How a customer reaches the signing: the signing link's session token (`?token=`) or their own session. */
export type SigningAccess = LinkedAccess;

export type SigningRow = typeof signatures.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

/** The policy a customer may sign: the signing link's token or the policyholder's session; any other is 404. */
export const signingPolicy = (db: Executor, access: SigningAccess, policyId: number, now: Date) =>
  linkedPolicy(db, access, policyId, 'signature', now);

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
