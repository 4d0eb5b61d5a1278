// The sessionStorage key of the purchase in progress (draft-storage.ts), apart so that the entry
// can tell whether this tab keeps one without loading the purchase's code (main.tsx).
export const DRAFT_KEY = 'amparo:purchase-draft';

/** Whether this tab keeps a purchase: /contratacion then shows it, not the prerendered first visit. */
export function hasDraftLocally(): boolean {
  try {
    return sessionStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}
