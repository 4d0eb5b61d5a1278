import type { ClaimDetail } from '@amparo/contract';
import {
  ClaimStatus,
  claimTypeName,
  formatClaimNumber,
  madridDate,
  madridWallClock,
  validateClaimDeclaration,
} from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { accessibleClaim, policyStartedOn, riskOfPolicy } from './claim-access.ts';
import { recordClaimNotification } from './claim-notifications.ts';
import { checklistOf } from './claim-rules.ts';
import { claimDetail } from './claim-view.ts';
import { declarationError } from './declaration-refusal.ts';

/** The first entry of a claim's history, which the customer reads. */
export const DECLARED_COMMENT = 'Siniestro declarado';

/**
 * `POST /claims/{id}/send`: the draft becomes a claim the desk handles. The
 * declaration rules are checked again (the policy may have been cancelled
 * since the draft was saved), then the checklist: a missing document is a 422
 * that names every one. One transaction sets sent_at (the 7 days of art. 16
 * count to it) and the number, writes status 1 'Siniestro declarado', the
 * audit and the claim-received notification. Sending a claim already sent
 * answers it as it is (a retry after a lost answer), with nothing written twice.
 */
export async function sendClaim(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  claimId: number,
  context: { now: Date; ip: string },
): Promise<ClaimDetail> {
  const { claim, policy } = await accessibleClaim(db, actor, claimId, 'write');
  if (claim.sent_at) return claimDetail(db, files, claim.id, context.now);
  const risk = await riskOfPolicy(db, policy.id, claim.policy_risk_id);
  const startedOn = policyStartedOn(policy);
  const checked = validateClaimDeclaration({
    productTypeId: policy.product_type_id,
    policyStatus: policy.status,
    policyStartedOn: startedOn,
    claimTypeId: claim.claim_type_id,
    occurredOn: claim.occurred_on,
    today: madridDate(context.now) ?? claim.occurred_on,
    riskTypeId: risk.risk_type,
    extraFields: Object.fromEntries(claim.extra_fields.map((f) => [f.id, f.value] as const)),
  });
  if (!checked.ok)
    throw declarationError(checked, {
      policyStatus: policy.status,
      claimTypeId: claim.claim_type_id,
      startedOn,
    });
  const uploaded = await db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
  const checklist = checklistOf(
    claim,
    { productTypeId: policy.product_type_id, policyCreatedAt: policy.created_at, riskTypeId: risk.risk_type },
    uploaded,
  );
  if (!checklist.isComplete)
    throw new AppError('CLAIM_DOCUMENTS_MISSING', {
      params: { titles: checklist.missing.map((m) => m.title).join(', ') },
      errors: checklist.missing.map((m) => ({ path: `documents.${m.type}`, message: `Falta: ${m.title}` })),
    });

  const number = formatClaimNumber(Number(madridWallClock(context.now).date.slice(0, 4)), claim.id);
  await db.transaction(async (tx) => {
    const sent = await tx
      .update(claims)
      .set({ sent_at: context.now, number, internal_status: ClaimStatus.OPENED, updated_at: context.now })
      .where(and(eq(claims.id, claim.id), isNull(claims.sent_at)))
      .returning({ id: claims.id });
    // A twin send committed first: its answer is this one's.
    if (sent.length === 0) return;
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
    const [holder] = await tx
      .select({ email: policies.email, name: policies.complete_name })
      .from(policies)
      .where(eq(policies.id, policy.id));
    if (holder?.email)
      await recordClaimNotification(tx, {
        claimId: claim.id,
        template: 'claim-received',
        to: holder.email,
        data: {
          name: holder.name,
          number,
          claim_type: claimTypeName(claim.claim_type_id),
          policy: policy.number,
        },
        actor,
        ip: context.ip,
      });
  });
  return claimDetail(db, files, claim.id, context.now);
}
