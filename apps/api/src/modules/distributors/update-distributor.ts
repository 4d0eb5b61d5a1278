import type { Distributor, DistributorPatch } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { distributors } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import {
  assertNameFree,
  type Context,
  distributorColumns,
  findVisibleDistributor,
  liveStoreCounts,
  toDistributor,
} from './distributor-view.ts';

/** `PATCH /distributors/{id}`: the fields sent (null clears an optional one); audited with before and after. */
export async function updateDistributor(
  db: Database,
  actor: Actor,
  id: number,
  patch: DistributorPatch,
  context: Context,
): Promise<Distributor> {
  return db.transaction(async (tx) => {
    const before = await findVisibleDistributor(tx, actor, id, true);
    if (patch.name !== undefined && patch.name.toLowerCase() !== before.name.toLowerCase())
      await assertNameFree(tx, patch.name, id);
    const [row] = await tx
      .update(distributors)
      .set({ ...distributorColumns(patch), updated_at: context.now })
      .where(eq(distributors.id, id))
      .returning();
    if (!row) throw new Error('The distributor row was not returned');
    await writeAudit(tx, {
      action: 'distributor.update',
      entityType: 'distributor',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    const counts = await liveStoreCounts(tx, [id]);
    return toDistributor(row, counts.get(id) ?? 0);
  });
}
