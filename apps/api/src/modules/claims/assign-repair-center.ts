import type { StaffClaimDetail } from '@amparo/contract';
import { productTypeName, type RepairCenterRefusal, repairCenterRefusal } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { claimStatuses, claims, repairCenters } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim, lockClaim } from './claim-access.ts';
import { assertOnDesk, type DeskContext } from './claim-desk-guards.ts';
import { staffClaimDetail } from './claim-desk-view.ts';

/**
 * The center to assign, checked by repairCenterRefusal (422 otherwise). It is
 * read FOR SHARE: a concurrent delete waits for this assignment and then sees
 * its open claim (delete-repair-center.ts), or wins and this one finds it gone.
 */
async function usableCenter(tx: Executor, centerId: number, productTypeId: number) {
  const [center] = await tx.select().from(repairCenters).where(eq(repairCenters.id, centerId)).for('share');
  const refusal: RepairCenterRefusal | null = repairCenterRefusal(
    center && {
      active: center.active,
      deletedAt: center.deleted_at,
      productTypeIds: center.product_type_ids,
    },
    productTypeId,
  );
  const field = [{ path: 'body.repair_center_id', message: 'Elige otro taller' }];
  if (refusal === 'not_found' || !center) throw new AppError('REPAIR_CENTER_UNAVAILABLE', { errors: field });
  if (refusal === 'inactive')
    throw new AppError('REPAIR_CENTER_INACTIVE', { params: { name: center.name }, errors: field });
  if (refusal === 'wrong_product_type')
    throw new AppError('REPAIR_CENTER_WRONG_PRODUCT', {
      params: { name: center.name, product: productTypeName(productTypeId) },
      errors: field,
    });
  return center;
}

/**
 * `PUT /claims/{id}/repair-center` (claims.manage): the repair center of a
 * sent, open claim, or null to take it away. An internal history entry says
 * which (the customer is told through a public comment when the desk wants);
 * the same center again is a replay that writes nothing.
 */
export async function assignRepairCenter(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  repairCenterId: number | null,
  context: DeskContext,
): Promise<StaffClaimDetail> {
  const { claim: found, policy } = await accessibleClaim(db, actor, claimId, 'write');
  await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, found.id);
    assertOnDesk(claim);
    if (claim.repair_center_id === repairCenterId) return;
    const center =
      repairCenterId === null ? null : await usableCenter(tx, repairCenterId, policy.product_type_id);
    await tx
      .update(claims)
      .set({ repair_center_id: repairCenterId, updated_at: context.now })
      .where(eq(claims.id, claim.id));
    await tx.insert(claimStatuses).values({
      claim_id: claim.id,
      status: claim.internal_status,
      comment: center ? `Taller asignado: ${center.name}` : 'Taller retirado',
      is_public: false,
      user_id: actor.id,
      created_at: context.now,
    });
    await writeAudit(tx, {
      action: 'claim.repair_center',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: { repair_center_id: claim.repair_center_id },
      after: { repair_center_id: repairCenterId },
    });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
