import { Periodicity } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { receiptPrice } from './receipt-price';

describe('receiptPrice', () => {
  const coverage = { discounted_monthly: 1250, discounted_yearly: 15000 };

  it('is the discounted premium of the chosen periodicity', () => {
    expect(receiptPrice(coverage, Periodicity.MONTHLY)).toBe(1250);
    expect(receiptPrice(coverage, Periodicity.YEARLY)).toBe(15000);
  });
});
