import type { RepairCenter } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import { liveRepairCenter, openClaimCounts, toRepairCenter } from './repair-center-view.ts';

/** `GET /repair_centers/{id}`: a live center (a deleted one is 404) with its open claims. */
export async function getRepairCenter(db: Executor, id: number): Promise<RepairCenter> {
  const row = await liveRepairCenter(db, id);
  const open = await openClaimCounts(db, [row.id]);
  return toRepairCenter(row, open.get(row.id) ?? 0);
}
