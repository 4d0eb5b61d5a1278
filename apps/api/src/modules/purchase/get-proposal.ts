import type { Proposal } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import { findProposal, toProposal } from './proposal-record.ts';

/** GET /proposals/{id}: the purchase where the customer left it. */
export async function getProposal(db: Executor, identifier: string, now: Date): Promise<Proposal> {
  return toProposal(await findProposal(db, identifier, now));
}
