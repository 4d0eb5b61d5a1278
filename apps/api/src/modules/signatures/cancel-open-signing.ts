import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signatures } from '../../db/schema/index.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';

/**
 * A cancelled policy (status 4) has nothing left to sign: its open signing
 * becomes 'cancelled' and the chain records `signing.cancelled`. In the
 * cancellation's transaction. The built-in provider has nobody to tell; an
 * external one would be told after the commit (docs/signature.md).
 */
export async function cancelOpenSigning(
  tx: Executor,
  input: { policyId: number; reason: string; now: Date },
): Promise<number[]> {
  const cancelled = await tx
    .update(signatures)
    .set({ status: 'cancelled', updated_at: input.now })
    .where(and(eq(signatures.policy_id, input.policyId), eq(signatures.status, 'pending')))
    .returning({ id: signatures.id });
  for (const row of cancelled) {
    await appendEvidence(tx, {
      policyId: input.policyId,
      signatureId: row.id,
      kind: 'signing.cancelled',
      occurredAt: input.now,
      payload: { reason: input.reason },
    });
  }
  return cancelled.map((r) => r.id);
}
