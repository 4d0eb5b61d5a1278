// How long an unsent claim (a draft: sent_at null) is kept (docs/claims.md). The spec
// is silent; a draft nobody changes for 30 days is taken as abandoned and is
// deleted with its documents, so uploaded photos and invoices are not kept for
// ever for a claim that was never made (docs/operations.md, "Worker jobs").

/** Days a draft is kept after its last change (saving it, a document added or taken back). */
export const CLAIM_DRAFT_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a draft last changed at `updatedAt` is kept. */
export const claimDraftKeptUntil = (updatedAt: Date) =>
  new Date(updatedAt.getTime() + CLAIM_DRAFT_KEEP_DAYS * DAY_MS);

/** Whether a claim is an abandoned draft, to be deleted: never a sent claim. */
export function isAbandonedDraft(claim: { sent_at: Date | null; updated_at: Date }, now: Date): boolean {
  return claim.sent_at === null && claimDraftKeptUntil(claim.updated_at).getTime() <= now.getTime();
}
