import type { BookedPolicy } from '@amparo/contract';

// The booked policy is kept for the tab's session so the payment and result
// pages survive a reload (they have no API read for a not-logged-in customer).
const KEY = 'amparo:booked-policy';

export type BookedPurchase = {
  policy: BookedPolicy;
  /** Last four digits of the direct-debit account, for 'cuenta terminada en 1332'. */
  ibanLast4: string | null;
  /** Product line, to tell the next steps (phone check only where a phone is insured). */
  needsPhoneCheck: boolean;
};

export function saveBookedPurchase(purchase: BookedPurchase): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(purchase));
  } catch {
    // Storage blocked (some embedded web views): the pages fall back to a notice.
  }
}

export function loadBookedPurchase(policyNumber: string | null): BookedPurchase | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const purchase = JSON.parse(raw) as BookedPurchase;
    if (policyNumber && purchase.policy.number !== policyNumber) return null;
    return purchase;
  } catch {
    return null;
  }
}
