import { SIGNING_WINDOW_MS, signingLapsed } from '@amparo/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, signatures } from '../../db/schema/index.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { requestSigningExpiredMail } from './mail-signing-deadline.ts';

export const SIGNING_EXPIRY_QUEUE = 'signatures.expire-lapsed';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Open signings nobody touched for the signing window (7 days, signingLapsed)
 * become 'expired', with `signing.expired` in the evidence chain, so the
 * customer's page and the back office say so instead of "pending" for ever.
 * The policy stays paid and unsigned (status 2): the customer prepares the
 * contract again from the signing page (`POST …/signature/start`), or staff
 * resend the link, and a fresh signing opens. Each signing in its own
 * transaction under the policy's lock, so a code sent or a sign at the same
 * moment either comes first (and the touch saves the signing) or finds it
 * expired. The customer is mailed (mail-signing-deadline.ts). Answers how many expired.
 */
export async function expireLapsedSignings(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SIGNING_WINDOW_MS);
  const candidates = await db
    .select({ id: signatures.id, policy_id: signatures.policy_id })
    .from(signatures)
    .where(and(eq(signatures.status, 'pending'), lte(signatures.updated_at, cutoff)));
  let expired = 0;
  for (const candidate of candidates) {
    if (await expireSigning(db, candidate, now)) expired++;
  }
  return expired;
}

/** One signing 'expired' if it has lapsed, under its policy's lock; false when it was touched or closed meanwhile. */
export async function expireSigning(db: Database, signing: { id: number; policy_id: number }, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: policies.id })
      .from(policies)
      .where(eq(policies.id, signing.policy_id))
      .for('update');
    const [row] = await tx.select().from(signatures).where(eq(signatures.id, signing.id));
    // Touched, signed or cancelled since the list was read: left as it is.
    if (!row || !signingLapsed(row, now)) return false;
    await tx
      .update(signatures)
      .set({ status: 'expired', updated_at: now })
      .where(and(eq(signatures.id, row.id), eq(signatures.status, 'pending')));
    await appendEvidence(tx, {
      policyId: row.policy_id,
      signatureId: row.id,
      kind: 'signing.expired',
      occurredAt: now,
      payload: {
        last_touched_at: row.updated_at.toISOString(),
        window_days: SIGNING_WINDOW_MS / (24 * HOUR_MS),
      },
    });
    // The customer hears of it once (dedupe key), with the link to prepare the contract again.
    await requestSigningExpiredMail(tx, row.id);
    return true;
  });
}
