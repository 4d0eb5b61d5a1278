import type { QuotedCoverage } from '@amparo/contract';
import { type Periodicity, updateCoveragePrice } from '@amparo/domain';

/**
 * What each receipt of the chosen periodicity costs, in cents, after the discount
 * (spec 4 coverage price update): the discounted monthly or yearly premium.
 */
export function receiptPrice(
  coverage: Pick<QuotedCoverage, 'discounted_monthly' | 'discounted_yearly'>,
  periodicity: Periodicity,
): number {
  return updateCoveragePrice(
    { price_monthly: coverage.discounted_monthly, price_yearly: coverage.discounted_yearly },
    periodicity,
  ).price;
}
