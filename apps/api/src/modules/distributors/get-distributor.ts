import type { Distributor } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findVisibleDistributor, liveStoreCounts, toDistributor } from './distributor-view.ts';

/** `GET /distributors/{id}`: one the actor may see (else 404), with its live store count. */
export async function getDistributor(db: Executor, actor: Actor, id: number): Promise<Distributor> {
  const row = await findVisibleDistributor(db, actor, id);
  const counts = await liveStoreCounts(db, [row.id]);
  return toDistributor(row, counts.get(row.id) ?? 0);
}
