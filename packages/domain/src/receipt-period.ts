import type { Periodicity } from './enums.ts';
import { addMonths } from './pricing.ts';

export interface ReceiptPeriod {
  /** 'YYYY-MM-DD', the receipt's activation date. */
  from: string;
  /** 'YYYY-MM-DD', the day before the next receipt's activation date. */
  to: string;
}

/** 'YYYY-MM-DD' minus one day. */
function previousDay(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * The time one receipt pays for: from its activation date up to the day before the next
 * receipt would start (spec 3: a receipt covers one period of the policy's periodicity, in
 * months). Shown on the payment page so the customer knows what the charge is for.
 * `activationDate` may be a date or a timestamp; only its date part is read.
 */
export function receiptPeriod(activationDate: string, periodicity: Periodicity): ReceiptPeriod {
  const from = activationDate.slice(0, 10);
  return { from, to: previousDay(addMonths(from, periodicity)) };
}
