import type { ClaimDeadlinesView } from '@amparo/contract';
import {
  CLAIM_DOCUMENTS,
  type ClaimChecklist,
  type ClaimDocumentType,
  claimDeadlines,
  DESK_TARGET_DAYS,
  madridDate,
  missingClaimDocuments,
  requestedChecklistDocuments,
  requiredClaimDocuments,
  standingRequests,
  type UploadedClaimDocument,
  worstDeadlineState,
} from '@amparo/domain';
import type { claims } from '../../db/schema/index.ts';

type ClaimRow = typeof claims.$inferSelect;

/** What the claim's documents rules read of its policy and insured item. */
export type ClaimContext = { productTypeId: number; policyCreatedAt: Date; riskTypeId: number };

type ChecklistClaim = Pick<ClaimRow, 'claim_type_id' | 'extra_fields' | 'requested_documents'>;

/**
 * The documents a claim asks for: the type's (spec 5, with the scooter
 * disability checkbox read from its answers), then those the desk asked for.
 */
export function requiredDocumentsOf(claim: ChecklistClaim, context: ClaimContext) {
  const incapacity = claim.extra_fields.find((f) => f.id === 'incapacity_resolution')?.value === true;
  const own = requiredClaimDocuments({
    productTypeId: context.productTypeId,
    claimTypeId: claim.claim_type_id,
    policyCreatedAt: context.policyCreatedAt.toISOString(),
    riskTypeId: context.riskTypeId,
    incapacityResolution: incapacity,
  });
  return [...own, ...requestedChecklistDocuments(claim.requested_documents, own)];
}

export function checklistOf(
  claim: ChecklistClaim,
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

/** The checklist as the contract shows it, each document the desk asked for with the day it asked. */
export const checklistView = (checklist: ClaimChecklist, claim: Pick<ClaimRow, 'requested_documents'>) => {
  const asked = new Map(standingRequests(claim.requested_documents).map((r) => [r.type, r.requested_at]));
  return {
    items: checklist.items.map((item) => ({
      ...item,
      document_ids: [...item.document_ids],
      requested_at: asked.get(item.type) ?? null,
    })),
    missing: checklist.missing.map((m) => m.type),
    is_complete: checklist.isComplete,
  };
};

/** A document's name as the customer knows it: the checklist's title, or the desk's words for one it asked for. */
export function documentTitleOf(claim: Pick<ClaimRow, 'requested_documents'>, type: string): string {
  const standard = CLAIM_DOCUMENTS[type as ClaimDocumentType]?.title;
  return standard ?? claim.requested_documents.find((r) => r.type === type)?.title ?? type;
}
