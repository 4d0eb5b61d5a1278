import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { proposals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * The saved purchase this booking closes, locked until the booking commits;
 * a proposal already booked is refused (a second tab, a replayed link).
 */
export async function lockProposal(tx: Executor, identifier: string | undefined): Promise<number | null> {
  if (!identifier) return null;
  const [proposal] = await tx
    .select()
    .from(proposals)
    .where(eq(proposals.identifier_proposal, identifier))
    .for('update');
  if (proposal?.status === 'booked') throw new AppError('PROPOSAL_ALREADY_BOOKED');
  return proposal?.id ?? null;
}

export async function closeProposal(tx: Executor, proposalId: number | null, policyId: number, now: Date) {
  if (!proposalId) return;
  await tx
    .update(proposals)
    .set({ status: 'booked', step: 'booked', policy_id: policyId, updated_at: now })
    .where(eq(proposals.id, proposalId));
}
