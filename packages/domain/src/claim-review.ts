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
 * The claim's status after its documents change (a review, the customer's new
 * upload, a document the desk asks for or withdraws): a sent claim still
 * missing a document (a file rejected and not replaced, or one the desk asked
 * for and not yet sent) is in 4 (documentation pending, ABIERTO · FALTA
 * DOCUMENTACIÓN to the customer); once none is missing, a claim in 4 goes back
 * to 1 (opened) for the desk. A closed claim, or any other status, stays.
 */
export function claimStatusAfterDocuments(
  internalStatus: number,
  checklist: Pick<ClaimChecklist, 'items'>,
): number {
  if (internalStatus === ClaimStatus.CLOSED) return internalStatus;
  const missing = checklist.items.some(
    (item) => item.state === 'rejected' || item.state === 'pending_upload',
  );
  if (missing) return ClaimStatus.DOCUMENTATION_REJECTED;
  return internalStatus === ClaimStatus.DOCUMENTATION_REJECTED ? ClaimStatus.OPENED : internalStatus;
}
