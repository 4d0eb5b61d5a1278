import type { Proposal, ProposalInputSchema, z } from '@amparo/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { proposals } from '../../db/schema/index.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import {
  checkProposalStore,
  contactOf,
  PROPOSAL_TTL_MS,
  toProposal,
  withoutAccountNumbers,
} from './proposal-record.ts';

// Built once (preparedFor): an insert's placeholders go through each column's encoder (jsonb, timestamp).
const insertProposal = preparedFor((db) =>
  db
    .insert(proposals)
    .values({
      step: sql.placeholder('step'),
      data: sql.placeholder('data'),
      store_id: sql.placeholder('store_id'),
      email: sql.placeholder('email'),
      phone: sql.placeholder('phone'),
      expires_at: sql.placeholder('expires_at'),
    })
    .returning()
    .prepare(''),
);

/** POST /proposals: saves the purchase in progress, so a link can resume it (spec 7). */
export async function createProposal(
  db: Database,
  input: z.output<typeof ProposalInputSchema>,
  now: Date,
  ip: string,
): Promise<Proposal> {
  await hitRateLimit(db, `public-write:${ip}`, LIMITS.publicWritesPerIp, now);
  await checkProposalStore(db, input.store_id);
  const [row] = await insertProposal(db).execute({
    step: input.step,
    data: withoutAccountNumbers(input.data),
    store_id: input.store_id ?? null,
    ...contactOf(input.data),
    expires_at: new Date(now.getTime() + PROPOSAL_TTL_MS),
  });
  if (!row) throw new Error('The new proposal was not returned');
  return toProposal(row);
}
