import type { RepairCenter, RepairCenterInput } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { repairCenters } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import {
  assertNoTwin,
  type Context,
  checkedProductTypes,
  columnsOf,
  liveRepairCenter,
  openClaimCounts,
  toRepairCenter,
} from './repair-center-view.ts';

/**
 * `PATCH /repair_centers/{id}`: any of its fields. Claims already assigned
 * keep the center when it is deactivated or stops repairing a product type;
 * it only stops taking new ones (assign-repair-center.ts).
 */
export async function updateRepairCenter(
  db: Database,
  actor: Actor,
  id: number,
  input: Partial<RepairCenterInput>,
  context: Context,
): Promise<RepairCenter> {
  const productTypeIds = input.product_type_ids && (await checkedProductTypes(db, input.product_type_ids));
  const row = await db.transaction(async (tx) => {
    const before = await liveRepairCenter(tx, id, true);
    if (input.name !== undefined || input.city !== undefined)
      await assertNoTwin(
        tx,
        { name: input.name ?? before.name, city: input.city === undefined ? before.city : input.city },
        id,
      );
    const [after] = await tx
      .update(repairCenters)
      .set({
        ...columnsOf(input),
        ...(productTypeIds ? { product_type_ids: productTypeIds } : {}),
        updated_at: context.now,
      })
      .where(eq(repairCenters.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'repair_center.update',
      entityType: 'repair_center',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after,
    });
    return after!;
  });
  const open = await openClaimCounts(db, [id]);
  return toRepairCenter(row, open.get(id) ?? 0);
}
