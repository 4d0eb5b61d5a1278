import type { ClaimDeadlinesView } from '@amparo/contract';
import {
  type ClaimChecklist,
  claimDeadlines,
  DESK_TARGET_DAYS,
  madridDate,
  missingClaimDocuments,
  requiredClaimDocuments,
  type UploadedClaimDocument,
  worstDeadlineState,
} from '@amparo/domain';
import type { claims } from '../../db/schema/index.ts';

type ClaimRow = typeof claims.$inferSelect;

/** What the claim's documents rules read of its policy and insured item. */
export type ClaimContext = { productTypeId: number; policyCreatedAt: Date; riskTypeId: number };

/** The documents a claim asks for (spec 5), with the scooter disability checkbox read from its answers. */
export function requiredDocumentsOf(
  claim: Pick<ClaimRow, 'claim_type_id' | 'extra_fields'>,
  context: ClaimContext,
) {
  const incapacity = claim.extra_fields.find((f) => f.id === 'incapacity_resolution')?.value === true;
  return requiredClaimDocuments({
    productTypeId: context.productTypeId,
    claimTypeId: claim.claim_type_id,
    policyCreatedAt: context.policyCreatedAt.toISOString(),
    riskTypeId: context.riskTypeId,
    incapacityResolution: incapacity,
  });
}

export function checklistOf(
  claim: Pick<ClaimRow, 'claim_type_id' | 'extra_fields'>,
  context: ClaimContext,
  documents: readonly UploadedClaimDocument[],
): ClaimChecklist {
  return missingClaimDocuments(requiredDocumentsOf(claim, context), documents);
}

export function deadlinesOf(
  claim: Pick<ClaimRow, 'occurred_on' | 'sent_at' | 'closed_at'>,
  now: Date,
): ClaimDeadlinesView {
  const deadlines = claimDeadlines({
    occurredOn: claim.occurred_on,
    sentOn: claim.sent_at ? madridDate(claim.sent_at) : null,
    closedOn: claim.closed_at ? madridDate(claim.closed_at) : null,
    today: madridDate(now) ?? now.toISOString().slice(0, 10),
    targetDays: DESK_TARGET_DAYS,
  });
  return { ...deadlines, worst: worstDeadlineState(deadlines) };
}

/** The checklist as the contract shows it. */
export const checklistView = (checklist: ClaimChecklist) => ({
  items: checklist.items.map((item) => ({ ...item, document_ids: [...item.document_ids] })),
  missing: checklist.missing.map((m) => m.type),
  is_complete: checklist.isComplete,
});
