import { describe, expect, it } from 'vitest';
import { premiumAccount } from './premium-account';

const paid = (price: number) => ({ price, pending_amount: 0 });
const owed = (price: number) => ({ price, pending_amount: price });

describe('premiumAccount', () => {
  it.each([
    {
      what: 'a monthly policy with 3 of 12 receipts paid at 11,95 €, then a 10 % discount (10,76 € from the 4th)',
      receipts: [paid(1195), paid(1195), paid(1195), ...Array.from({ length: 9 }, () => owed(1076))],
      expected: { paid: 3585, owed: 9684, owedReceipts: 9, total: 13269 },
    },
    {
      what: 'a yearly policy not paid yet',
      receipts: [owed(12548)],
      expected: { paid: 0, owed: 12548, owedReceipts: 1, total: 12548 },
    },
    {
      what: 'a receipt paid in part (a manual payment short of the price)',
      receipts: [{ price: 1195, pending_amount: 195 }],
      expected: { paid: 1000, owed: 195, owedReceipts: 1, total: 1195 },
    },
    {
      what: 'a refund is not a charge',
      receipts: [paid(12548), { price: -6000, pending_amount: 0 }],
      expected: { paid: 12548, owed: 0, owedReceipts: 0, total: 12548 },
    },
    { what: 'no receipts', receipts: [], expected: { paid: 0, owed: 0, owedReceipts: 0, total: 0 } },
  ])('$what', ({ receipts, expected }) => {
    expect(premiumAccount(receipts)).toEqual(expected);
  });
});
