import type { ClaimDetail } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim } from './claim-access.ts';
import { claimDetail } from './claim-view.ts';

/**
 * `GET /claims/{id}`: one claim for whoever may read it (the policyholder's
 * own, staff within their scope; any other is 404). Its files' signed links
 * are made only after that check, as the link itself is the permission.
 */
export async function getClaim(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  now: Date,
): Promise<ClaimDetail> {
  const { claim } = await accessibleClaim(db, actor, claimId, 'read');
  return claimDetail(db, files, claim.id, now);
}
