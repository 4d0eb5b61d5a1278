import type { ClaimDetail, UpdateClaimDraftRequestSchema, z } from '@amparo/contract';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimDocuments, claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { premiumReceiptsOf } from '../policies/premium-receipts.ts';
import { accessibleClaim, riskOfPolicy } from './claim-access.ts';
import { requiredDocumentsOf } from './claim-rules.ts';
import { claimDetail } from './claim-view.ts';
import { answersOf, assertDeclarable } from './declaration-refusal.ts';

type Input = z.output<typeof UpdateClaimDraftRequestSchema>;

/**
 * `PATCH /claims/{id}`: the draft's type, date, description or answers, checked
 * again whole by the declaration rules (a new claim type asks other fields).
 * Once sent, a claim's data are the desk's: 409. Status changes by staff are
 * the claims desk's (change-claim-status.ts), not this call's. Files of a
 * document the new type no longer asks for (photos of the damage on what is now
 * a theft) go with the change: rows in its transaction, files after the commit.
 */
export async function updateClaimDraft(
  db: Database,
  files: Pick<FileStore, 'signedUrl' | 'delete'>,
  actor: Actor,
  claimId: number,
  input: Input,
  context: { now: Date; ip: string; log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<ClaimDetail> {
  const { claim, policy } = await accessibleClaim(db, actor, claimId, 'write');
  if (claim.sent_at) throw new AppError('CLAIM_NOT_DRAFT');
  const risk = await riskOfPolicy(db, policy.id, claim.policy_risk_id);
  const next = {
    claim_type_id: input.claim_type_id ?? claim.claim_type_id,
    occurred_on: input.occurred_at ?? claim.occurred_on,
    description: input.description ?? claim.description,
    answers: input.extra_fields ?? answersOf(claim),
  };
  const extraFields = assertDeclarable(
    policy,
    risk,
    { claimTypeId: next.claim_type_id, occurredOn: next.occurred_on, answers: next.answers },
    context.now,
    await premiumReceiptsOf(db, policy.id),
  );

  const asked = requiredDocumentsOf(
    {
      claim_type_id: next.claim_type_id,
      extra_fields: extraFields,
      requested_documents: claim.requested_documents,
    },
    { productTypeId: policy.product_type_id, policyCreatedAt: policy.created_at, riskTypeId: risk.risk_type },
  ).map((doc) => doc.type);

  const dropped = await db.transaction(async (tx) => {
    // Still a draft at the moment of writing: a send that won the race leaves nothing to edit.
    const updated = await tx
      .update(claims)
      .set({
        claim_type_id: next.claim_type_id,
        occurred_on: next.occurred_on,
        description: next.description,
        extra_fields: extraFields,
        updated_at: context.now,
      })
      .where(and(eq(claims.id, claim.id), isNull(claims.sent_at)))
      .returning({ id: claims.id });
    if (updated.length === 0) throw new AppError('CLAIM_NOT_DRAFT');
    const removed = await tx
      .delete(claimDocuments)
      .where(and(eq(claimDocuments.claim_id, claim.id), notInArray(claimDocuments.type, asked)))
      .returning({
        id: claimDocuments.id,
        type: claimDocuments.type,
        storage_key: claimDocuments.storage_key,
      });
    await writeAudit(tx, {
      action: 'claim.update_draft',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      before: {
        claim_type_id: claim.claim_type_id,
        occurred_on: claim.occurred_on,
        description: claim.description,
        extra_fields: claim.extra_fields,
      },
      after: {
        ...next,
        answers: undefined,
        extra_fields: extraFields,
        ...(removed.length > 0 ? { documents_removed: removed.map(({ id, type }) => ({ id, type })) } : {}),
      },
    });
    return removed;
  });
  for (const { storage_key } of dropped) {
    await files.delete(storage_key).catch((error: unknown) => {
      context.log?.warn(
        { err: error, key: storage_key },
        'claim document of a changed draft left in the store',
      );
    });
  }
  return claimDetail(db, files, claim.id, context.now);
}
