import type { Proposal, ProposalInputSchema, z } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { proposals } from '../../db/schema/index.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import {
  checkProposalStore,
  contactOf,
  PROPOSAL_TTL_MS,
  toProposal,
  withoutAccountNumbers,
} from './proposal-record.ts';

/** POST /proposals: saves the purchase in progress, so a link can resume it (spec 7). */
export async function createProposal(
  db: Database,
  input: z.output<typeof ProposalInputSchema>,
  now: Date,
  ip: string,
): Promise<Proposal> {
  await hitRateLimit(db, `public-write:${ip}`, LIMITS.publicWritesPerIp, now);
  await checkProposalStore(db, input.store_id);
  const [row] = await db
    .insert(proposals)
    .values({
      step: input.step,
      data: withoutAccountNumbers(input.data) as Record<string, unknown>,
      store_id: input.store_id ?? null,
      ...contactOf(input.data),
      expires_at: new Date(now.getTime() + PROPOSAL_TTL_MS),
    })
    .returning();
  if (!row) throw new Error('The new proposal was not returned');
  return toProposal(row);
}
