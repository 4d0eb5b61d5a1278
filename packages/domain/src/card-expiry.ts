/**
 * A stored card's expiry as the gateway gives it (Redsys Ds_ExpiryDate, 'YYMM'): the card works to
 * the last day of that month. A card on file that expires before the policy's next charge makes that
 * charge fail: the customer is asked to update it first (docs/payments.md, "Card on file").
 */

/** The last day a card expiring 'YYMM' can be charged, 'YYYY-MM-DD'; null for a value that is not one. */
export function cardValidThrough(expiry: string | null | undefined): string | null {
  const match = /^(\d{2})(\d{2})$/.exec(expiry ?? '');
  if (!match) return null;
  const year = 2000 + Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/** Whether a card expiring 'YYMM' can no longer be charged on `chargeOn` (an unreadable expiry: no). */
export function cardExpiresBefore(expiry: string | null | undefined, chargeOn: string): boolean {
  const through = cardValidThrough(expiry);
  return through !== null && through < chargeOn;
}

/** Days before the next charge that the customer is asked to update an expiring card. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;
