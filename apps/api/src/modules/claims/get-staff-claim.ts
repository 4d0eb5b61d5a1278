import type { StaffClaimDetail } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim } from './claim-access.ts';
import { staffClaimDetail } from './claim-desk-view.ts';

/**
 * `GET /claims/{id}/desk`: one claim as the desk sees it, for staff with
 * claims.read within the policies' scope (another store's claim is 404).
 */
export async function getStaffClaim(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  now: Date,
): Promise<StaffClaimDetail> {
  const { claim } = await accessibleClaim(db, actor, claimId, 'read');
  return staffClaimDetail(db, files, claim.id, now);
}
