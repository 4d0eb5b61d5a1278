import { DRAFT_KEY as KEY } from './draft-key';
import type { PurchaseDraft } from './purchase-draft';
import { type PurchaseStep, STEPS } from './steps';

// The purchase in progress, kept in this tab while the customer goes (the
// device step promises "Lo guardamos todo mientras avanzas"): leaving through
// the logo and coming back, or reloading a half-typed step, finds it again.
// sessionStorage, not localStorage: the draft holds a name, a DNI and a phone,
// and it should not outlive the tab on a shared computer. Account numbers are
// never written (docs/product-decisions.md, "Booking"): the IBAN is typed
// again, as with a proposal link.

export type SavedPurchase = {
  draft: PurchaseDraft;
  step: PurchaseStep;
  proposalId: string | null;
};

/** What may be kept of a draft anywhere outside the page: everything but the account number. */
export function withoutAccountNumber(draft: PurchaseDraft): PurchaseDraft {
  return { ...draft, iban: '' };
}

export function saveDraftLocally(saved: SavedPurchase): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...saved, draft: withoutAccountNumber(saved.draft) }));
  } catch {
    // Storage full or blocked (some embedded web views): the proposal still resumes it.
  }
}

/** The saved purchase, its draft still raw (restoreDraft reads it defensively). */
export function loadDraftLocally(): { draft: unknown; step: PurchaseStep; proposalId: string | null } | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Record<keyof SavedPurchase, unknown>>;
    const step = STEPS.find((known) => known === saved.step) ?? 'device';
    const proposalId = typeof saved.proposalId === 'string' ? saved.proposalId : null;
    return { draft: saved.draft, step, proposalId };
  } catch {
    return null;
  }
}

/** Once booked, the next visit starts a new purchase. */
export function clearDraftLocally(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
