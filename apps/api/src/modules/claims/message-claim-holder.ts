import type { StaffClaimDetail, StaffClaimMessageRequest } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import {
  callerScope,
  claimIdempotencyKey,
  hashRequest,
  storeIdempotentResponse,
} from '../../services/idempotency.ts';
import { accessibleClaim, lockClaim } from './claim-access.ts';
import { assertOnDesk, type DeskContext } from './claim-desk-guards.ts';
import { staffClaimDetail } from './claim-desk-view.ts';
import { notifyClaimHolder } from './claim-notifications.ts';
import { writeClaimMessage } from './write-claim-message.ts';

/**
 * `POST /claims/{id}/desk/messages` (claims.manage): the desk writes to the
 * policyholder in the claim's conversation, closed claims too (answering a
 * customer who disagrees). In one transaction: the message, the customer's
 * messages marked read (answering is reading), the audit, and the mail
 * 'claim-message' with the way back to the claim page. An Idempotency-Key
 * makes a retry write and mail nothing twice.
 */
export async function messageClaimHolder(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  input: StaffClaimMessageRequest,
  context: DeskContext & { idempotencyKey?: string | undefined },
): Promise<StaffClaimDetail> {
  const { claim: found } = await accessibleClaim(db, actor, claimId, 'write');
  const scope = callerScope(`claim-desk-messages:${found.id}`, { userId: actor.id, ip: context.ip });
  const key = context.idempotencyKey;
  await db.transaction(async (tx) => {
    if (key && (await claimIdempotencyKey(tx, scope, key, hashRequest(input)))) return;
    const claim = await lockClaim(tx, found.id);
    assertOnDesk(claim, { closedToo: true });
    await writeClaimMessage(tx, {
      claimId: claim.id,
      author: 'staff',
      actor,
      body: input.body,
      ip: context.ip,
      now: context.now,
    });
    await notifyClaimHolder(tx, {
      claimId: claim.id,
      mail: { template: 'claim-message', body: input.body },
      publicUrl: context.publicUrl,
      actor,
      ip: context.ip,
    });
    if (key) await storeIdempotentResponse(tx, scope, key, 201, { claim_id: claim.id });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
