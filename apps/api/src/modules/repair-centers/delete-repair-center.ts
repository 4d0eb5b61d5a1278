import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claims, repairCenters } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { type Context, liveRepairCenter, openClaimsOf } from './repair-center-view.ts';

/**
 * `DELETE /repair_centers/{id}`: a soft delete (deleted_at, and inactive), so
 * closed claims keep showing where they were repaired. Refused (409) while an
 * open claim is assigned to it: the desk reassigns or closes those first. The
 * center row is locked before counting, and an assignment reads it FOR SHARE,
 * so neither slips past the other.
 */
export async function deleteRepairCenter(db: Database, actor: Actor, id: number, context: Context) {
  await db.transaction(async (tx) => {
    const before = await liveRepairCenter(tx, id, true);
    const [open] = await tx
      .select({ n: count() })
      .from(claims)
      .where(openClaimsOf([id]));
    if ((open?.n ?? 0) > 0)
      throw new AppError('REPAIR_CENTER_HAS_OPEN_CLAIMS', { params: { count: open!.n } });
    await tx
      .update(repairCenters)
      .set({ deleted_at: context.now, active: false, updated_at: context.now })
      .where(eq(repairCenters.id, id));
    await writeAudit(tx, {
      action: 'repair_center.delete',
      entityType: 'repair_center',
      entityId: id,
      actor,
      ip: context.ip,
      before,
    });
  });
}
