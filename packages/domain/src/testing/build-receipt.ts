import type { RepricingReceipt } from '../policy-repricing.ts';
import { addMonths } from '../pricing.ts';

// Receipts for the pure tests of the premium rules (repricing, suplementos): not exported by the package.

export type ReceiptState = 'owed' | 'paid' | 'at_bank' | 'deleted';

/** One receipt as the repricing rules read it; `id` is 100 + its sequence. */
export const buildReceipt = (
  sequence: number,
  activation_date: string,
  price: number,
  state: ReceiptState = 'owed',
): RepricingReceipt => ({
  id: 100 + sequence,
  sequence,
  activation_date,
  price,
  pending_amount: state === 'paid' ? 0 : price,
  payment_date: state === 'paid' ? `${activation_date}` : null,
  deleted: state === 'deleted',
  in_collection: state === 'at_bank',
});

/** A year of monthly receipts from `start` at `price`, the first `paid` of them paid. */
export const buildMonthlyReceipts = (start: string, price: number, paid: number) =>
  Array.from({ length: 12 }, (_, i) =>
    buildReceipt(i + 1, addMonths(start, i), price, i < paid ? 'paid' : 'owed'),
  );

/** `n` monthly schedule slots from `start` at `price`. */
export const buildSlots = (start: string, n: number, price: number) =>
  Array.from({ length: n }, (_, i) => ({ activation_date: addMonths(start, i), price }));
