import type { RepairCenter, RepairCenterInput } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { repairCenters } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import {
  assertNoTwin,
  type Context,
  checkedProductTypes,
  columnsOf,
  toRepairCenter,
} from './repair-center-view.ts';

/** `POST /repair_centers`: a new center, unique by name and town among the live ones; audited. */
export async function createRepairCenter(
  db: Database,
  actor: Actor,
  input: RepairCenterInput,
  context: Context,
): Promise<RepairCenter> {
  const productTypeIds = await checkedProductTypes(db, input.product_type_ids);
  return db.transaction(async (tx) => {
    await assertNoTwin(tx, input, null);
    const [row] = await tx
      .insert(repairCenters)
      .values({
        ...columnsOf(input),
        name: input.name,
        product_type_ids: productTypeIds,
        created_at: context.now,
        updated_at: context.now,
      })
      .returning();
    if (!row) throw new Error('The repair center row was not returned');
    await writeAudit(tx, {
      action: 'repair_center.create',
      entityType: 'repair_center',
      entityId: row.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return toRepairCenter(row, 0);
  });
}
