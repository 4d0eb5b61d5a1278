import type { AddClaimCommentRequest, StaffClaimDetail } from '@amparo/contract';
import { claimStatusMailName } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimStatuses, claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
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

/**
 * `POST /claims/{id}/comments` (claims.manage): a note in the claim's history
 * at its current status, internal or public; a public one is mailed to the
 * customer ('claim-status-changed', the note as its detail). Closed claims take
 * notes too (a payment made, a call). With an Idempotency-Key a repeat writes
 * nothing twice and gets the claim back.
 */
export async function addClaimComment(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  input: AddClaimCommentRequest,
  context: DeskContext & { idempotencyKey?: string | undefined },
): Promise<StaffClaimDetail> {
  const { claim: found } = await accessibleClaim(db, actor, claimId, 'write');
  const scope = callerScope(`claim-comments:${found.id}`, { userId: actor.id, ip: context.ip });
  const key = context.idempotencyKey;
  await db.transaction(async (tx) => {
    if (key && (await claimIdempotencyKey(tx, scope, key, hashRequest(input)))) return;
    const claim = await lockClaim(tx, found.id);
    assertOnDesk(claim, { closedToo: true });
    const [entry] = await tx
      .insert(claimStatuses)
      .values({
        claim_id: claim.id,
        status: claim.internal_status,
        comment: input.comment,
        is_public: input.is_public,
        user_id: actor.id,
        created_at: context.now,
      })
      .returning({ id: claimStatuses.id });
    await tx.update(claims).set({ updated_at: context.now }).where(eq(claims.id, claim.id));
    await writeAudit(tx, {
      action: 'claim.comment',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      after: { history_id: entry?.id, comment: input.comment, is_public: input.is_public },
    });
    if (input.is_public)
      await notifyClaimHolder(tx, {
        claimId: claim.id,
        mail: {
          template: 'claim-status-changed',
          statusName: claimStatusMailName(claim.internal_status),
          detail: input.comment,
        },
        publicUrl: context.publicUrl,
        actor,
        ip: context.ip,
      });
    if (key) await storeIdempotentResponse(tx, scope, key, 201, { claim_id: claim.id });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
