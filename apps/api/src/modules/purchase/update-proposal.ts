import type { Proposal, ProposalInputSchema, z } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proposals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  checkProposalStore,
  contactOf,
  findProposal,
  PROPOSAL_TTL_MS,
  toProposal,
  withoutAccountNumbers,
} from './proposal-record.ts';

/** PATCH /proposals/{id}: saves the step the customer reached; a booked proposal is closed to changes. */
export async function updateProposal(
  db: Database,
  identifier: string,
  input: z.output<typeof ProposalInputSchema>,
  now: Date,
): Promise<Proposal> {
  const row = await findProposal(db, identifier, now);
  if (row.status !== 'open') throw new AppError('PROPOSAL_ALREADY_BOOKED');
  await checkProposalStore(db, input.store_id);
  const [updated] = await db
    .update(proposals)
    .set({
      step: input.step,
      data: withoutAccountNumbers(input.data) as Record<string, unknown>,
      store_id: input.store_id ?? row.store_id,
      ...contactOf(input.data),
      updated_at: now,
      expires_at: new Date(now.getTime() + PROPOSAL_TTL_MS),
    })
    .where(eq(proposals.id, row.id))
    .returning();
  if (!updated) throw new Error('The updated proposal was not returned');
  return toProposal(updated);
}
