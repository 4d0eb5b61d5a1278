import type { ClaimChecklist, DocumentReview } from './claim-checklist.ts';
import { ClaimStatus } from './enums.ts';

// The desk's review of a claim's files: accept one, or reject it
// with a reason the customer reads; a rejection sets internal status 4.

export type ClaimReviewDecision = 'accepted' | 'rejected';

export interface ClaimReviewInput {
  isSent: boolean;
  isClosed: boolean;
  /** A newer upload replaced this file: only the new one is reviewed. */
  isReplaced: boolean;
  current: DocumentReview | string;
  currentReason: string | null;
  decision: ClaimReviewDecision;
  /** The rejection's reason; ignored when accepting. */
  reason?: string | null;
}

export type ClaimReviewRefusal = 'claim_draft' | 'claim_closed' | 'document_replaced';

export type ClaimReviewOutcome =
  | { ok: true; unchanged: boolean }
  | { ok: false; refusal: ClaimReviewRefusal };

/**
 * Whether a file may be reviewed: only a sent claim's (a draft is still the
 * customer's), only while open (reopen a closed one first), only the current
 * file of a document. The same decision again (and, for a rejection, the same
 * reason) is a replay: nothing to write. A decision may be changed (a file
 * accepted by mistake is rejected, and the other way round).
 */
export function claimDocumentReview(input: ClaimReviewInput): ClaimReviewOutcome {
  if (!input.isSent) return { ok: false, refusal: 'claim_draft' };
  if (input.isClosed) return { ok: false, refusal: 'claim_closed' };
  if (input.isReplaced) return { ok: false, refusal: 'document_replaced' };
  const same =
    input.current === input.decision &&
    (input.decision === 'accepted' || (input.currentReason ?? '') === (input.reason ?? ''));
  return { ok: true, unchanged: same };
}

/**
 * The claim's status after its files change (a review, or the customer's new
 * upload): any current file rejected puts an open claim in 4 (documentation
 * rejected); once none is, a claim in 4 goes back to 1 (opened) for the desk.
 * A closed claim, or any other status, stays as it is.
 */
export function claimStatusAfterDocuments(
  internalStatus: number,
  checklist: Pick<ClaimChecklist, 'items'>,
): number {
  if (internalStatus === ClaimStatus.CLOSED) return internalStatus;
  const rejected = checklist.items.some((item) => item.state === 'rejected');
  if (rejected) return ClaimStatus.DOCUMENTATION_REJECTED;
  return internalStatus === ClaimStatus.DOCUMENTATION_REJECTED ? ClaimStatus.OPENED : internalStatus;
}
