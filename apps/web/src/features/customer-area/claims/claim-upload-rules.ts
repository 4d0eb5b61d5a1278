import type { ClaimDetail } from '@amparo/contract';
import { type ClaimChecklist, ClaimStatus, claimUploadSlot } from '@amparo/domain';

type ChecklistItem = ClaimDetail['checklist']['items'][number];

export const isClaimClosed = (claim: Pick<ClaimDetail, 'closed_at' | 'internal_status' | 'is_draft'>) =>
  claim.closed_at !== null || (!claim.is_draft && claim.internal_status === ClaimStatus.CLOSED);

/**
 * Whether the page offers an upload for this document: the server's own rule (claimUploadSlot: a
 * draft takes any asked document, a second file only where several are allowed; a sent claim only
 * what is missing or rejected), and nothing once closed.
 */
export function canUploadTo(claim: ClaimDetail, item: ChecklistItem): boolean {
  if (isClaimClosed(claim)) return false;
  // The slot reads only the checklist's items; the contract lists `missing` by type, the domain by item.
  const checklist = { items: claim.checklist.items, missing: [], isComplete: claim.checklist.is_complete };
  return claimUploadSlot(checklist as unknown as ClaimChecklist, item.type, claim.documents, claim.is_draft)
    .ok;
}

/** The document the customer is asked for first: a rejected one, else one never uploaded. */
export function firstAskedDocument(claim: ClaimDetail): ChecklistItem | undefined {
  const items = claim.checklist.items.filter((item) => canUploadTo(claim, item));
  return items.find((i) => i.state === 'rejected') ?? items.find((i) => i.state === 'pending_upload');
}
