import type { ChangeClaimStatusRequest, StaffClaimDetail } from '@amparo/contract';
import { claimStatusInternalLabel, claimStatusMailName, claimStatusTransition } from '@amparo/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { claimStatuses, claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim, lockClaim } from './claim-access.ts';
import type { DeskContext } from './claim-desk-guards.ts';
import { staffClaimDetail } from './claim-desk-view.ts';
import { notifyClaimHolder } from './claim-notifications.ts';

type ClaimRow = typeof claims.$inferSelect;

/** The history entry a change writes: a denial's reason is always public (the customer must read it). */
function entryOf(input: ChangeClaimStatusRequest): { comment: string | null; is_public: boolean } {
  if (input.status === 'denied') return { comment: input.reason, is_public: true };
  return { comment: input.comment || null, is_public: input.is_public };
}

/** The same change sent again (a double click, a retry): the claim's last entry says just this. */
async function isReplay(tx: Executor, claim: ClaimRow, entry: ReturnType<typeof entryOf>) {
  const [last] = await tx
    .select()
    .from(claimStatuses)
    .where(eq(claimStatuses.claim_id, claim.id))
    .orderBy(desc(claimStatuses.id))
    .limit(1);
  return (
    last?.status === claim.internal_status &&
    last.comment === entry.comment &&
    last.is_public === entry.is_public
  );
}

/**
 * `POST /claims/{id}/status` (claims.manage): opened (reopen), closed, or
 * denied with the reason the customer sees (`notify_denied`), as
 * claimStatusTransition allows. On the locked claim, one transaction writes
 * the claim, the history entry, the audit row and the mail: 'claim-denied'
 * for a denial, 'claim-status-changed' for any other public change. Asking
 * for the status the claim has is a replay (answered as it is) when the last
 * entry matches, else 409: a note goes through the comments.
 */
export async function changeClaimStatus(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  input: ChangeClaimStatusRequest,
  context: DeskContext,
): Promise<StaffClaimDetail> {
  const { claim: found } = await accessibleClaim(db, actor, claimId, 'write');
  await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, found.id);
    const transition = claimStatusTransition(
      {
        isSent: claim.sent_at !== null,
        internalStatus: claim.internal_status,
        notifyDenied: claim.notify_denied,
      },
      input.status,
    );
    const entry = entryOf(input);
    if (transition.kind === 'refused')
      throw new AppError(transition.refusal === 'claim_draft' ? 'CLAIM_NOT_SENT' : 'CLAIM_ALREADY_CLOSED');
    if (transition.kind === 'unchanged') {
      if (await isReplay(tx, claim, entry)) return;
      throw new AppError('CLAIM_STATUS_UNCHANGED', {
        params: { label: claimStatusInternalLabel(claim.internal_status) },
      });
    }
    const changes = {
      internal_status: transition.status,
      ...(transition.closes ? { closed_at: context.now } : {}),
      ...(transition.reopens ? { closed_at: null, notify_denied: false, denial_reason: null } : {}),
      ...(transition.denies ? { notify_denied: true, denial_reason: entry.comment } : {}),
    };
    await tx
      .update(claims)
      .set({ ...changes, updated_at: context.now })
      .where(eq(claims.id, claim.id));
    await tx.insert(claimStatuses).values({
      claim_id: claim.id,
      status: transition.status,
      ...entry,
      user_id: actor.id,
      created_at: context.now,
    });
    await writeAudit(tx, {
      action: 'claim.status_change',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: {
        internal_status: claim.internal_status,
        closed_at: claim.closed_at?.toISOString() ?? null,
        notify_denied: claim.notify_denied,
      },
      after: { ...changes, target: input.status, ...entry },
    });
    if (transition.denies || entry.is_public)
      await notifyClaimHolder(tx, {
        claimId: claim.id,
        mail: transition.denies
          ? { template: 'claim-denied', reason: entry.comment ?? '' }
          : {
              template: 'claim-status-changed',
              statusName: claimStatusMailName(transition.status),
              detail: entry.comment,
            },
        publicUrl: context.publicUrl,
        actor,
        ip: context.ip,
      });
  });
  return staffClaimDetail(db, files, found.id, context.now);
}
