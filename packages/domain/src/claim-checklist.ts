import type { ClaimDocument, ClaimDocumentType } from './claim-documents.ts';

// The checklist of a claim's documents: for each document the
// claim asks for, its state, so the customer always knows what is missing.

export type ClaimDocumentState = 'pending_upload' | 'received' | 'accepted' | 'rejected';
export type DocumentReview = 'pending' | 'accepted' | 'rejected';

export interface UploadedClaimDocument {
  id: number;
  type: string;
  review_status: DocumentReview | string;
  rejection_reason?: string | null;
  /** The rejected document this one was uploaded to replace. */
  replaces_id?: number | null;
}

export interface ClaimChecklistItem extends ClaimDocument {
  state: ClaimDocumentState;
  /** The reason of the rejection when state is 'rejected'. */
  rejection_reason: string | null;
  /** The current files of this document (a replaced file is not current). */
  document_ids: number[];
}

export interface ClaimChecklist {
  items: ClaimChecklistItem[];
  /** Documents still to upload or to upload again: the claim cannot be sent while any is missing. */
  missing: ClaimChecklistItem[];
  isComplete: boolean;
}

/**
 * One document's state from its current files: a rejected file that nothing
 * replaced yet asks for a new upload, whatever the others say; all accepted is
 * accepted; any other file is received (staff have not looked yet).
 */
function stateOf(
  files: readonly UploadedClaimDocument[],
): Pick<ClaimChecklistItem, 'state' | 'rejection_reason'> {
  if (files.length === 0) return { state: 'pending_upload', rejection_reason: null };
  const rejected = files.find((f) => f.review_status === 'rejected');
  if (rejected) return { state: 'rejected', rejection_reason: rejected.rejection_reason ?? null };
  if (files.every((f) => f.review_status === 'accepted'))
    return { state: 'accepted', rejection_reason: null };
  return { state: 'received', rejection_reason: null };
}

/** The checklist of `required` (requiredClaimDocuments) against what was uploaded. */
export function missingClaimDocuments(
  required: readonly ClaimDocument[],
  uploaded: readonly UploadedClaimDocument[],
): ClaimChecklist {
  const replaced = new Set(uploaded.map((d) => d.replaces_id).filter((id): id is number => id != null));
  const current = uploaded.filter((d) => !replaced.has(d.id));
  const items = required.map((doc) => {
    const files = current.filter((d) => d.type === doc.type);
    return { ...doc, ...stateOf(files), document_ids: files.map((f) => f.id) };
  });
  const missing = items.filter((i) => i.state === 'pending_upload' || i.state === 'rejected');
  return { items, missing, isComplete: missing.length === 0 };
}

export type ClaimUploadRefusal = 'type_not_asked' | 'already_uploaded' | 'not_awaited';

/**
 * Whether one more file of `type` may be uploaded, and which rejected file it
 * replaces. While a draft: any asked document, a second file only where
 * allow_multiple is set. Once sent: only a document still missing (pending or
 * rejected), so the customer answers what staff asked and nothing else.
 */
export function claimUploadSlot(
  checklist: ClaimChecklist,
  type: string,
  uploaded: readonly UploadedClaimDocument[],
  isDraft: boolean,
): { ok: true; replacesId: number | null } | { ok: false; refusal: ClaimUploadRefusal } {
  const item = checklist.items.find((i) => i.type === (type as ClaimDocumentType));
  if (!item) return { ok: false, refusal: 'type_not_asked' };
  const rejected = uploaded.find((d) => item.document_ids.includes(d.id) && d.review_status === 'rejected');
  if (rejected) return { ok: true, replacesId: rejected.id };
  if (!isDraft && item.state !== 'pending_upload') return { ok: false, refusal: 'not_awaited' };
  if (!item.allow_multiple && item.document_ids.length > 0) return { ok: false, refusal: 'already_uploaded' };
  return { ok: true, replacesId: null };
}
