import { eq } from 'drizzle-orm';
import { policies } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { sendSigningLink } from './send-signing-link.ts';
import { type SigningDeps, startSigning } from './start-signing.ts';

/** Queued by activatePolicyIfReady when a policy reaches status 2, once per policy (dedupe key). */
export const SIGNATURE_START_QUEUE = 'signature.start';
export const signatureStartDedupeKey = (policyId: number) => `signature-start-${policyId}`;

/**
 * The job that opens a paid policy's signing and mails the link. A job,
 * not part of the payment: building the PDF takes a moment, and a payment
 * must never fail because of the contract. Run again (a retry), it reuses
 * the open signing and mails the link only if it has not gone out yet.
 * `clock` is the worker's.
 */
export function createSignatureStartHandler(deps: SigningDeps, clock: () => Date): JobHandler {
  return async (job, db) => {
    const policyId = Number((job.payload as { policyId?: unknown }).policyId);
    const now = clock();
    const started = await startSigning(db, deps, policyId, now);
    if (!started) return;
    await db.transaction(async (tx) => {
      const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
      // A retry after the link went out (sign_link set) mails nothing more.
      if (!policy || (!started.created && policy.sign_link)) return;
      await sendSigningLink(tx, {
        policy,
        signatureId: started.signing.id,
        publicUrl: deps.publicUrl,
        now,
        by: 'activation',
      });
    });
  };
}
