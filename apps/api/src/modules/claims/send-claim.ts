import type { ClaimDetail } from '@amparo/contract';
import { ClaimStatus, formatClaimNumber, madridWallClock } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { premiumReceiptsOf } from '../policies/premium-receipts.ts';
import { accessibleClaim, lockClaim, riskOfPolicy } from './claim-access.ts';
import { notifyClaimHolder } from './claim-notifications.ts';
import { checklistOf } from './claim-rules.ts';
import { claimDetail } from './claim-view.ts';
import { answersOf, assertDeclarable } from './declaration-refusal.ts';

/** The first entry of a claim's history, which the customer reads. */
export const DECLARED_COMMENT = 'Siniestro declarado';

/**
 * `POST /claims/{id}/send`: the draft becomes a claim the desk handles. In one
 * transaction on the locked claim row (so a file deleted or a draft edited
 * meanwhile cannot slip an incomplete claim through): the declaration rules
 * again (the policy may have been cancelled since the draft was saved), then
 * the checklist, a missing document being a 422 that names every one; then
 * sent_at (the 7 days of art. 16 count to it), the number, status 1
 * 'Siniestro declarado', the audit row and the claim-received mail. Sending a
 * claim already sent answers it as it is (a retry after a lost answer), with
 * nothing written twice.
 */
export async function sendClaim(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  context: { now: Date; ip: string; publicUrl: string },
): Promise<ClaimDetail> {
  const { claim: found, policy } = await accessibleClaim(db, actor, claimId, 'write');
  if (!found.sent_at)
    await db.transaction(async (tx) => {
      const claim = await lockClaim(tx, found.id);
      // A twin send committed first: its answer is this one's.
      if (claim.sent_at) return;
      const risk = await riskOfPolicy(tx, policy.id, claim.policy_risk_id);
      assertDeclarable(
        policy,
        risk,
        { claimTypeId: claim.claim_type_id, occurredOn: claim.occurred_on, answers: answersOf(claim) },
        context.now,
        await premiumReceiptsOf(tx, policy.id),
      );
      const uploaded = await tx.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
      const checklist = checklistOf(
        claim,
        {
          productTypeId: policy.product_type_id,
          policyCreatedAt: policy.created_at,
          riskTypeId: risk.risk_type,
        },
        uploaded,
      );
      if (!checklist.isComplete)
        throw new AppError('CLAIM_DOCUMENTS_MISSING', {
          params: { titles: checklist.missing.map((m) => m.title).join(', ') },
          errors: checklist.missing.map((m) => ({
            path: `documents.${m.type}`,
            message: `Falta: ${m.title}`,
          })),
        });
      const number = formatClaimNumber(Number(madridWallClock(context.now).date.slice(0, 4)), claim.id);
      await tx
        .update(claims)
        .set({ sent_at: context.now, number, internal_status: ClaimStatus.OPENED, updated_at: context.now })
        .where(eq(claims.id, claim.id));
      await tx.insert(claimStatuses).values({
        claim_id: claim.id,
        status: ClaimStatus.OPENED,
        comment: DECLARED_COMMENT,
        is_public: true,
        user_id: actor.id,
        created_at: context.now,
      });
      await writeAudit(tx, {
        action: 'claim.send',
        entityType: 'claim',
        entityId: claim.id,
        actor,
        ip: context.ip,
        after: { number, sent_at: context.now.toISOString(), documents: uploaded.map((d) => d.id) },
      });
      await notifyClaimHolder(tx, {
        claimId: claim.id,
        mail: { template: 'claim-received' },
        publicUrl: context.publicUrl,
        actor,
        ip: context.ip,
      });
    });
  return claimDetail(db, files, found.id, context.now);
}
